import { getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Button, Field, PasswordField } from '../../components/ui/index.ts';
import { loginFormSchema } from './auth-schemas.ts';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** E-mail and password; submitting shows the progress modal through the login flow (SPEC §4). */
export function PasswordLogin() {
  const { t } = useTranslation('auth');
  const { flow, fields, formProps } = useAuthForm('login', loginFormSchema, { screen: 'login', progress: 'LOGGING_IN' });
  return (
    <form {...formProps}>
      <FlowFields intent="password" />
      <Field {...getInputProps(fields.email, { type: 'email' })} label={t('fields.email')} autoComplete="email" errors={errorTexts(t, fields.email.errors)} />
      <PasswordField {...getInputProps(fields.password, { type: 'password' })} label={t('fields.password')} autoComplete="current-password" errors={errorTexts(t, fields.password.errors)} />
      <Button type="submit" block busy={flow.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
