import { useActionData } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/join';
import { joinAction, joinLoader } from '../../features/access/join.server.ts';
import { JoinPanel } from '../../features/access/join-panel.tsx';
import { Screen } from '../../features/access/screen.tsx';

export const handle = { title: 'profile:join.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return joinLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return joinAction(context.ctx, request, params.slug);
}

/** Joining an event (SPEC §4 "Joined flag"), or asking for access to a whitelist event. */
export default function Join({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  const errorCode = result && !result.ok ? result.code : null;
  return (
    <Screen title={t('join.title', { event: loaderData.title })}>
      <JoinPanel
        mode={loaderData.mode}
        canJoin={loaderData.canJoin}
        joinRequest={loaderData.joinRequest}
        redirectTo={loaderData.redirectTo}
        errorCode={errorCode}
      />
    </Screen>
  );
}
