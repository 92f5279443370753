import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/reset-password';
import { AuthDialogs } from '../../features/auth/auth-dialogs.tsx';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { resetPasswordAction } from '../../features/auth/server/password-intents.server.ts';

export const handle = { title: 'auth:reset.title' } satisfies TitledHandle;
export const meta = screenMeta;

/** `reset-password?token=` from the reminder e-mail (also at the top level, SPEC §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const req = await authRequest(context.ctx, request, params.slug);
  return { token: new URL(request.url).searchParams.get('token') ?? '', redirectTo: req.next };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return resetPasswordAction(await authRequest(context.ctx, request, params.slug, { readForm: true }));
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { type?: string } | undefined)?.type === 'signed-in') return false;
  return defaultShouldRevalidate;
}


export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={loaderData.redirectTo} initial={actionData}>
      <AuthPage title={t('reset.title')}>
        <ResetPasswordForm token={loaderData.token} />
      </AuthPage>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}
