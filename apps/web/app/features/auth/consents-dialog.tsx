import { useForm, getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthDialog } from './auth-dialog.ts';
import { systemConsentsFormSchema } from './auth-schemas.ts';
import { ConsentCheckboxes } from './consent-checkboxes.tsx';
import { FlowFields } from './flow-fields.tsx';

type Dialog = Extract<AuthDialog, { kind: 'consents' }>;

/**
 * SPEC §2/§4 missing system consents: cannot be cancelled. Accepting saves the consents and
 * continues the login flow (joining, then the introduction); a failure is the ERROR status.
 */
export function ConsentsDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const schema = systemConsentsFormSchema(dialog.consents);
  const [form, fields] = useForm({
    id: 'system-consents',
    lastResult: flow.replyFor('consents'),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Modal title={t('consents.title')} cancellable={false}>
      <p>{t('consents.intro')}</p>
      <form
        method="post"
        action={flow.actionOf('login')}
        {...getFormProps(form)}
        onSubmit={(e) => {
          form.onSubmit(e);
          if (e.defaultPrevented) return;
          e.preventDefault();
          flow.submit(e.currentTarget, { action: flow.actionOf('login'), progress: 'SUBMITTING_REQUIRED_DATA' });
        }}
      >
        <FlowFields intent="consents" />
        <ConsentCheckboxes consents={dialog.consents} errorsOf={(name) => fields[name]?.errors} idPrefix="system" />
        <Button type="submit" block busy={flow.busy}>
          {t('consents.submit')}
        </Button>
      </form>
    </Modal>
  );
}
