import { getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { emailFormSchema } from './auth-schemas.ts';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** SPEC §2: passwordless login, a link sent by e-mail. */
export function MagicLinkLogin() {
  const { t } = useTranslation('auth');
  const { flow, fields, formProps } = useAuthForm('magic-link', emailFormSchema, { screen: 'login' });
  return (
    <form {...formProps}>
      <FlowFields intent="magic-link" />
      <p className="auth-muted">{t('magic_link.intro')}</p>
      <Field {...getInputProps(fields.email, { type: 'email' })} label={t('fields.email')} autoComplete="email" errors={errorTexts(t, fields.email.errors)} />
      <Button type="submit" block busy={flow.busy}>
        {t('magic_link.submit')}
      </Button>
    </form>
  );
}
