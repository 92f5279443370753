import { useActionData } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/access-code';
import { accessCodeAction, accessCodeLoader } from '../../features/access/access-code.server.ts';
import { AccessCodeForm } from '../../features/access/access-code-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';

export const handle = { title: 'profile:access_code.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accessCodeLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return accessCodeAction(context.ctx, request, params.slug);
}

/** SPEC §2 "access-code": the gate of events protected by a code (SPEC §4). */
export default function AccessCode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { event } = useEventLayout();
  const lastResult = useActionData<typeof action>();
  return (
    <Screen title={t('access_code.title')} intro={t('access_code.intro', { event: event?.title ?? '' })}>
      <AccessCodeForm lastResult={lastResult} redirectTo={loaderData.redirectTo} />
    </Screen>
  );
}
