import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/register';
import { AuthDialogs } from '../../features/auth/auth-dialogs.tsx';
import { AuthFlowProvider } from '../../features/auth/auth-flow.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { registerLoader } from '../../features/auth/server/auth-loaders.server.ts';
import { registerAction } from '../../features/auth/server/register-intents.server.ts';

export const handle = { title: 'auth:register.title' } satisfies TitledHandle;
export const meta = screenMeta;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return registerLoader(await authRequest(context.ctx, request, params.slug));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return registerAction(await authRequest(context.ctx, request, params.slug, { readForm: true }));
}


export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  const title = loaderData.texts.title ?? t('register.title');
  return (
    <AuthFlowProvider mode="page" basePath={basePath} redirectTo={loaderData.redirectTo} initial={actionData}>
      <AuthPage title={title}>
        <RegisterForm consents={loaderData.consents} subtitle={loaderData.texts.subtitle} />
      </AuthPage>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}
