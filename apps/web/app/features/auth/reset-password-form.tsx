import { getInputProps } from '@conform-to/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PasswordField } from '../../components/ui/index.ts';
import { pageHref } from './auth-links.ts';
import { resetPasswordFormSchema } from './auth-schemas.ts';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** A used, unknown or expired link: said plainly, with the way to ask for a new one. */
export function ResetLinkProblem({ code, basePath }: { code: string; basePath: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert tone="error" title={code === 'auth.token_expired' ? t('reset.expired_title') : t('reset.invalid_title')}>
      <p>{t('reset.link_problem')}</p>
      <p>
        <Link to={pageHref(basePath, 'forgot-password')}>{t('reset.request_new')}</Link>
      </p>
    </Alert>
  );
}

/** SPEC §2 reset password: the new password twice; success signs in and goes to the event. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const query = `?token=${encodeURIComponent(token)}`;
  const { flow, fields, formProps } = useAuthForm('reset-password', resetPasswordFormSchema, { screen: 'reset-password', query, progress: 'LOGGING_IN' });
  const result = flow.result;
  if (!token) return <ResetLinkProblem code="auth.token_invalid" basePath={flow.basePath} />;
  const linkError = result?.type === 'error' && result.form === 'reset-password' && result.code.startsWith('auth.token_') ? result.code : null;
  return (
    <div className="auth-form">
      {linkError ? <ResetLinkProblem code={linkError} basePath={flow.basePath} /> : null}
      <form {...formProps}>
        <FlowFields />
        <input type="hidden" name="token" value={token} />
        <PasswordField {...getInputProps(fields.password, { type: 'password' })} label={t('fields.new_password')} autoComplete="new-password" hint={t('register.password_hint')} errors={errorTexts(t, fields.password.errors)} />
        <PasswordField
          {...getInputProps(fields.password_confirmation, { type: 'password' })}
          label={t('fields.password_confirmation')}
          autoComplete="new-password"
          errors={errorTexts(t, fields.password_confirmation.errors)}
        />
        <Button type="submit" block busy={flow.busy}>
          {t('reset.submit')}
        </Button>
      </form>
    </div>
  );
}
