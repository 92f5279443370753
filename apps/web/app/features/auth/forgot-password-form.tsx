import { getInputProps } from '@conform-to/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { emailFormSchema } from './auth-schemas.ts';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** SPEC §2 password reminder: an e-mail field; the answer opens the info dialog, an error the 'Oops...' one. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { flow, fields, formProps } = useAuthForm('forgot-password', emailFormSchema, { screen: 'forgot-password' });
  return (
    <div className="auth-form">
      <p className="auth-muted">{t('forgot.intro')}</p>
      <form {...formProps}>
        <FlowFields />
        <Field {...getInputProps(fields.email, { type: 'email' })} label={t('fields.email')} autoComplete="email" errors={errorTexts(t, fields.email.errors)} />
        <Button type="submit" block busy={flow.busy}>
          {t('forgot.submit')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('login.more')}>
        <Link to={flow.linkTo('login')} preventScrollReset>
          {t('forgot.back_to_login')}
        </Link>
        <Link to={flow.linkTo('register')} preventScrollReset>
          {t('login.register')}
        </Link>
      </nav>
    </div>
  );
}
