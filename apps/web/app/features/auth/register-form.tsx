import { getInputProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, PasswordField } from '../../components/ui/index.ts';
import type { ConsentView } from './auth-result.ts';
import { registerFormSchema } from './auth-schemas.ts';
import { ConsentCheckboxes } from './consent-checkboxes.tsx';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * SPEC §2 registration: names, e-mail, password twice (show/hide), the event's consents, and a
 * footer link to login. SPEC §5: 'Not all required fields have been filled!' while any error
 * shows; the first invalid field gets the focus (Conform scrolls it into view).
 */
export function RegisterForm({ consents, subtitle }: { consents: readonly ConsentView[]; subtitle?: string | null }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => registerFormSchema(consents), [consents]);
  const { flow, form, fields, formProps } = useAuthForm('register', schema, { screen: 'register', progress: 'SIGNING_UP' });
  // Field errors only: a service's form-level error opens its dialog instead (SPEC §8).
  const anyError = Object.entries(form.allErrors).some(([name, e]) => name !== '' && e.length > 0);
  const f = fields as unknown as Record<string, (typeof fields)['email']>;
  const text = (name: string) => errorTexts(t, f[name]?.errors);
  return (
    <div className="auth-form">
      {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
      <form {...formProps}>
        <FlowFields intent="register" />
        {anyError ? <Alert tone="error">{t('register.not_all_filled')}</Alert> : null}
        <div className="auth-row">
          <Field {...getInputProps(fields.first_name, { type: 'text' })} label={t('fields.first_name')} autoComplete="given-name" errors={text('first_name')} />
          <Field {...getInputProps(fields.last_name, { type: 'text' })} label={t('fields.last_name')} autoComplete="family-name" errors={text('last_name')} />
        </div>
        <Field {...getInputProps(fields.email, { type: 'email' })} label={t('fields.email')} autoComplete="email" errors={text('email')} />
        <PasswordField
          {...getInputProps(fields.password, { type: 'password' })}
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('register.password_hint')}
          errors={text('password')}
        />
        <PasswordField
          {...getInputProps(fields.password_confirmation, { type: 'password' })}
          label={t('fields.password_confirmation')}
          autoComplete="new-password"
          errors={text('password_confirmation')}
        />
        <ConsentCheckboxes consents={consents} errorsOf={(name) => f[name]?.errors} idPrefix={form.id} />
        <Button type="submit" block busy={flow.busy}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="auth-footer">
        {t('register.have_account')}{' '}
        <Link to={flow.linkTo('login')} preventScrollReset>
          {t('register.log_in')}
        </Link>
      </p>
    </div>
  );
}
