import { Link } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/registration-completed';
import { Alert, buttonClass } from '../../components/ui/index.ts';
import { AuthDialogs } from '../../features/auth/auth-dialogs.tsx';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { introductionPath } from '../../features/auth/auth-links.ts';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { pendingStepLoader } from '../../features/auth/server/auth-loaders.server.ts';

export const handle = { title: 'auth:completed.title' } satisfies TitledHandle;
export const meta = screenMeta;

/** The address is confirmed. Consents or a whitelist still owed show as their dialogs here. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const req = await authRequest(context.ctx, request, params.slug);
  return { ...(await pendingStepLoader(req)), redirectTo: new URL(request.url).pathname };
}

export default function RegistrationCompleted({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  const p = loaderData.pending;
  const dialog = p ? (p.type === 'consents' ? { kind: 'consents' as const, consents: p.consents } : { kind: 'whitelist' as const, requested: p.requested }) : null;
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={loaderData.redirectTo} initialDialog={dialog}>
      <AuthPage title={t('completed.title')}>
        <div className="auth-outcome">
          <Alert tone="success">
            <p>{t('completed.text')}</p>
          </Alert>
          <Link to={introductionPath(basePath)} className={buttonClass('primary', true)}>
            {t('completed.continue')}
          </Link>
        </div>
      </AuthPage>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}
