import { useForm, getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Modal } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthDialog } from './auth-dialog.ts';
import { socialConsentFormSchema } from './auth-schemas.ts';
import { errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';

type Dialog = Extract<AuthDialog, { kind: 'gdpr-consent' }>;

/**
 * SPEC §2 consent for social sign-in: a new account needs the terms and GDPR boxes ticked (and
 * names for Apple, which shares them only once); submitting retries the sign-in with gdpr=true.
 */
export function SocialConsentDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const schema = socialConsentFormSchema(dialog.needsNames);
  const [form, fields] = useForm({
    id: 'social-consent',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const legal = `${flow.basePath}/legal`;
  return (
    <Modal title={t('social_consent.title')} onClose={() => flow.setDialog(null)}>
      <p>{t('social_consent.intro')}</p>
      <form
        method="post"
        action={flow.actionOf('login')}
        {...getFormProps(form)}
        onSubmit={(e) => {
          form.onSubmit(e);
          if (e.defaultPrevented) return;
          e.preventDefault();
          flow.submit(e.currentTarget, { action: flow.actionOf('login'), progress: 'LOGGING_IN' });
        }}
      >
        <FlowFields intent="social" />
        <input type="hidden" name="provider" value={dialog.provider} />
        <input type="hidden" name="token" value={dialog.token} />
        <input type="hidden" name="gdpr" value="true" />
        {dialog.needsNames ? (
          <>
            <Field {...getInputProps(fields.first_name, { type: 'text' })} label={t('fields.first_name')} autoComplete="given-name" errors={errorTexts(t, fields.first_name.errors)} />
            <Field {...getInputProps(fields.last_name, { type: 'text' })} label={t('fields.last_name')} autoComplete="family-name" errors={errorTexts(t, fields.last_name.errors)} />
          </>
        ) : null}
        <Checkbox
          {...getInputProps(fields.terms, { type: 'checkbox' })}
          label={
            <>
              {t('social_consent.terms')} <Link to={legal} target="_blank">{t('social_consent.terms_link')}</Link>
            </>
          }
          errors={errorTexts(t, fields.terms.errors)}
        />
        <Checkbox {...getInputProps(fields.gdpr, { type: 'checkbox' })} label={t('social_consent.gdpr')} errors={errorTexts(t, fields.gdpr.errors)} />
        <Button type="submit" block busy={flow.busy}>
          {t('social_consent.submit')}
        </Button>
      </form>
    </Modal>
  );
}
