import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/registration-token-expired';
import { Alert } from '../../components/ui/index.ts';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { ResendConfirmationForm } from '../../features/auth/resend-confirmation-form.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { resendIntent } from '../../features/auth/server/register-intents.server.ts';

export const handle = { title: 'auth:token_expired.title' } satisfies TitledHandle;
export const meta = screenMeta;

/** The confirmation link expired: ask for a new one (SPEC §2, §8 expired activation link with resend). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const req = await authRequest(context.ctx, request, params.slug, { readForm: true });
  return resendIntent(req, req.form!);
}

export default function RegistrationTokenExpired({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={basePath || '/'} initial={actionData}>
      <AuthPage title={t('token_expired.title')}>
        <Alert tone="warning">
          <p>{t('token_expired.text')}</p>
        </Alert>
        <ResendConfirmationForm />
      </AuthPage>
    </AuthFlowProvider>
  );
}
