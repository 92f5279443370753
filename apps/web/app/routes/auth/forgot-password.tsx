import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/forgot-password';
import { AuthDialogs } from '../../features/auth/auth-dialogs.tsx';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { forgotPasswordAction } from '../../features/auth/server/password-intents.server.ts';

export const handle = { title: 'auth:forgot.title' } satisfies TitledHandle;
export const meta = screenMeta;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { redirectTo: (await authRequest(context.ctx, request, params.slug)).next };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return forgotPasswordAction(await authRequest(context.ctx, request, params.slug, { readForm: true }));
}


export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={loaderData.redirectTo} initial={actionData}>
      <AuthPage title={t('forgot.title')}>
        <ForgotPasswordForm />
      </AuthPage>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}
