import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { loader as rootLoader } from '../../root.tsx';
import { useHydrated } from '../../components/ui/index.ts';
import { useDisclosureMenu } from '../../components/ui/use-disclosure-menu.ts';
import { modalHref, pageHref } from './auth-links.ts';
import { AccountMenu, type AccountLinks } from './account-menu.tsx';

const authPage = /\/(login|register|forgot-password|reset-password)$/;

/**
 * The event header's account area: "Log in" / "Register" for guests (modals over the current
 * page; pages when already on an auth page), the account menu for signed-in users. On a narrow
 * phone a guest's two links sit behind an "Account" disclosure in the place of the signed-in
 * visitor's name, so the top bar stays one row (auth.css; a <details>, it works without JS).
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
    <nav className="auth-header auth-header--guest" aria-label={t('header.account')} data-hydrated={ready}>
      <div className="auth-header__inline">
        <Link to={href('login')} className="auth-header__link" preventScrollReset>
          {t('header.log_in')}
        </Link>
        <Link to={href('register')} className="auth-header__link auth-header__link--primary" preventScrollReset>
          {t('header.register')}
        </Link>
      </div>
      <GuestMenu login={href('login')} register={href('register')} />
    </nav>
  );
}

/** A guest's "Log in" and "Register" behind one button: shown instead of the two links on a narrow phone. */
function GuestMenu({ login, register }: { login: string; register: string }) {
  const { t } = useTranslation('auth');
  const { ref, onKeyDown } = useDisclosureMenu();
  // The dialog a link opens gives focus back to its opener when it closes: let that be this
  // menu's button, which stays on screen, not the link the menu hides again.
  const focusButton = () => ref.current?.querySelector('summary')?.focus();
  return (
    <details className="disclosure-menu auth-header__compact" ref={ref} onKeyDown={onKeyDown}>
      <summary className="disclosure-menu__button">
        <span aria-hidden="true" className="auth-header__person" />
        <span className="disclosure-menu__label">{t('header.account')}</span>
      </summary>
      <div className="disclosure-menu__panel">
        <ul>
          <li>
            <Link to={login} onClick={focusButton} preventScrollReset>
              {t('header.log_in')}
            </Link>
          </li>
          <li>
            <Link to={register} onClick={focusButton} className="auth-header__menu-register" preventScrollReset>
              {t('header.register')}
            </Link>
          </li>
        </ul>
      </div>
    </details>
  );
}
