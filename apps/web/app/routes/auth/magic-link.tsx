import { Link } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/magic-link';
import { Alert, buttonClass } from '../../components/ui/index.ts';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { pageHref } from '../../features/auth/auth-links.ts';
import { useBasePath } from '../../features/auth/use-event-base.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { magicLinkSignIn } from '../../features/auth/server/link-sign-in.server.ts';

export const handle = { title: 'auth:login.title' } satisfies TitledHandle;
export const meta = screenMeta;

/** `magic-link?token=`: signs in and goes on (a redirect); only a bad link renders this screen. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return magicLinkSignIn(await authRequest(context.ctx, request, params.slug));
}

export default function MagicLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  const expired = loaderData.code === 'auth.token_expired';
  return (
    <AuthPage title={expired ? t('magic_link.expired_title') : t('magic_link.invalid_title')}>
      <Alert tone="error">
        <p>{t('magic_link.link_problem')}</p>
      </Alert>
      <Link to={pageHref(basePath, 'login', '?method=magic-link')} className={buttonClass('primary', true)}>
        {t('magic_link.request_new')}
      </Link>
    </AuthPage>
  );
}
