import { useEffect } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/index.ts';
import { AuthDialogs } from './auth-dialogs.tsx';
import { AuthFlowProvider } from './auth-flow.tsx';
import { isAuthScreen, modalHref, type AuthScreen } from './auth-links.ts';
import type { ConsentView, SocialConfig } from './auth-result.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/** What the page routes' loaders give the modals (fetched once the modal is open). */
interface ScreenData {
  social?: SocialConfig | null;
  consents?: ConsentView[];
  texts?: { title: string | null; subtitle: string | null };
}

/**
 * `?modal=login|register|forgot-password` opens that screen over the current page (SPEC §2). The
 * forms post to the page routes' actions with `redirectTo` = this page, so they also work
 * without JavaScript; closing drops the parameter.
 */
export function AuthModalHost({ basePath }: { basePath: string }) {
  const location = useLocation();
  const screen = new URLSearchParams(location.search).get('modal');
  if (!isAuthScreen(screen)) return null;
  return <AuthModal key={screen} screen={screen} basePath={basePath} />;
}

function AuthModal({ screen, basePath }: { screen: AuthScreen; basePath: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const here = modalHref(location.pathname, location.search, null);
  const loader = useFetcher<ScreenData>();
  const load = loader.load;
  useEffect(() => {
    if (screen !== 'forgot-password') void load(`${basePath}/${screen}?redirectTo=${encodeURIComponent(here)}`);
  }, [load, basePath, screen, here]);
  const data = loader.data;
  const title = screen === 'login' ? t('login.title') : screen === 'register' ? (data?.texts?.title ?? t('register.title')) : t('forgot.title');
  return (
    <AuthFlowProvider mode="modal" basePath={basePath} redirectTo={here}>
      <Modal title={title} closeHref={here} onClose={() => navigate(here, { preventScrollReset: true })} className="auth-modal">
        {screen === 'login' ? (
          <LoginForm social={data?.social ?? null} />
        ) : screen === 'register' ? (
          <RegisterForm consents={data?.consents ?? []} subtitle={data?.texts?.subtitle ?? null} />
        ) : (
          <ForgotPasswordForm />
        )}
      </Modal>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}
