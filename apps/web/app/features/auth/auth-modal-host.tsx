import { useEffect, type ReactNode } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/index.ts';
import { AuthDialogs } from './auth-dialogs.tsx';
import { AuthFlowProvider, useAuthFlow } from './auth-flow.tsx';
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
      <ScreenModal title={title} onClose={() => navigate(here, { preventScrollReset: true })} closeHref={here}>
        {screen === 'login' ? (
          <LoginForm social={data?.social ?? null} />
        ) : screen === 'register' ? (
          <RegisterForm consents={data?.consents ?? []} subtitle={data?.texts?.subtitle ?? null} />
        ) : (
          <ForgotPasswordForm />
        )}
      </ScreenModal>
      <AuthDialogs />
    </AuthFlowProvider>
  );
}

/** The screen's modal, gone while a dialog that ended it is open (two modals would stack: "check your inbox" over a filled-in form). */
function ScreenModal({ title, onClose, closeHref, children }: { title: string; onClose: () => void; closeHref: string; children: ReactNode }) {
  const flow = useAuthFlow();
  return (
    <Modal open={!flow.screenEnded} title={title} closeHref={closeHref} onClose={onClose} className="auth-modal">
      {children}
    </Modal>
  );
}
