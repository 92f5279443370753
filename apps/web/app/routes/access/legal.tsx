import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/legal';
import { legalLoader } from '../../features/access/legal.server.ts';
import { LegalDocuments } from '../../features/access/legal-documents.tsx';
import { Screen } from '../../features/access/screen.tsx';

export const handle = { title: 'profile:legal.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return legalLoader(context.ctx, request, params.slug);
}

/** SPEC §2 "legal": the terms of use, the privacy policy and the consents asked for. */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  return (
    <Screen title={t('legal.title')} intro={t('legal.intro')} wide>
      <LegalDocuments consents={loaderData.consents} />
    </Screen>
  );
}
