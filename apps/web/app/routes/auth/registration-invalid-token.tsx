import { Link } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import { Alert, buttonClass } from '../../components/ui/index.ts';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { pageHref } from '../../features/auth/auth-links.ts';
import { useBasePath } from '../../features/auth/use-event-base.ts';

export const handle = { title: 'auth:invalid_token.title' } satisfies TitledHandle;
export const meta = screenMeta;

/** The confirmation link was unknown or already used (SPEC §2 registration/invalid-token). */
export default function RegistrationInvalidToken() {
  const { t } = useTranslation('auth');
  const basePath = useBasePath();
  return (
    <AuthPage title={t('invalid_token.title')}>
      <Alert tone="error">
        <p>{t('invalid_token.text')}</p>
      </Alert>
      <div className="auth-dialog-actions">
        <Link to={pageHref(basePath, 'login')} className={buttonClass('primary', true)}>
          {t('dialogs.log_in')}
        </Link>
        <Link to={pageHref(basePath, 'registration/token-expired')} className={buttonClass('secondary', true)}>
          {t('invalid_token.resend')}
        </Link>
      </div>
    </AuthPage>
  );
}
