import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login';
import { AuthDialogs } from '../../features/auth/auth-dialogs.tsx';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { loginLoader } from '../../features/auth/server/auth-loaders.server.ts';
import { loginAction } from '../../features/auth/server/login-intents.server.ts';

export const handle = { title: 'auth:login.title' } satisfies TitledHandle;
export const meta = screenMeta;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loginLoader(await authRequest(context.ctx, request, params.slug));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return loginAction(await authRequest(context.ctx, request, params.slug, { readForm: true }));
}

/** After a sign-in our JavaScript shows SUCCESS for 1.5 s before it navigates; the loader would redirect at once. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { type?: string } | undefined)?.type === 'signed-in') return false;
  return defaultShouldRevalidate;
}


export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  const pending = loaderData.pending;
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={loaderData.redirectTo} initial={actionData} initialDialog={pending ? toDialog(pending) : null}>
      <AuthPage title={pending ? t('login.almost_there') : t('login.title')}>{pending ? null : <LoginForm social={loaderData.social} />}</AuthPage>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}

function toDialog(pending: NonNullable<Route.ComponentProps['loaderData']['pending']>) {
  return pending.type === 'consents' ? { kind: 'consents' as const, consents: pending.consents } : { kind: 'whitelist' as const, requested: pending.requested };
}
