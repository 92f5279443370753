import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { loader as rootLoader } from '../../root.tsx';
import { useHydrated } from '../../components/ui/index.ts';
import { modalHref, pageHref } from './auth-links.ts';
import { AccountMenu, type AccountLinks } from './account-menu.tsx';

const authPage = /\/(login|register|forgot-password|reset-password)$/;

/**
 * The event header's account area: "Log in" / "Register" for guests (modals over the current
 * page; pages when already on an auth page), the account menu for signed-in users.
 */
export function AuthHeader({ basePath, links }: { basePath: string; links: AccountLinks }) {
  const { t } = useTranslation('auth');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const location = useLocation();
  const viewer = root?.viewer;
  // Marks when the page became interactive (end-to-end tests wait for it before using the keyboard).
  const ready = useHydrated() ? 'true' : undefined;
  if (viewer) {
    const name = `${viewer.first_name} ${viewer.last_name}`.trim() || viewer.email;
    return (
      <div className="auth-header" data-hydrated={ready}>
        <AccountMenu basePath={basePath} name={name} links={links} />
      </div>
    );
  }
  const asPage = authPage.test(location.pathname);
  const href = (screen: 'login' | 'register') => (asPage ? pageHref(basePath, screen) : modalHref(location.pathname, location.search, screen));
  return (
    <nav className="auth-header" aria-label={t('header.account')} data-hydrated={ready}>
      <Link to={href('login')} className="auth-header__link" preventScrollReset>
        {t('header.log_in')}
      </Link>
      <Link to={href('register')} className="auth-header__link auth-header__link--primary" preventScrollReset>
        {t('header.register')}
      </Link>
    </nav>
  );
}
