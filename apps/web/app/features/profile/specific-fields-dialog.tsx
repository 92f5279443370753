import { Form, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Modal } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { specificFieldName, specificFieldsForm, type SpecificField } from './specific-fields-schema.ts';
import { TextareaField } from './textarea-field.tsx';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';

interface Props {
  fields: SpecificField[];
  /** False while required answers are missing: SPEC §2 says this dialog cannot be cancelled. */
  cancellable: boolean;
  closeHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}

/** The event's extra registration fields (SPEC "Specific user fields"), onboarding step 3. */
export function SpecificFieldsDialog({ fields, cancellable, closeHref, lastResult }: Props) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const schema = specificFieldsForm(fields);
  const [form, inputs] = useForm({
    id: 'specific-fields',
    lastResult,
    defaultValue: Object.fromEntries(fields.map((f) => [specificFieldName(f.id), f.response ?? ''])),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('specific-fields', lastResult);
  return (
    <Modal
      title={t('fields_step.title')}
      describedBy="specific-fields-intro"
      cancellable={cancellable}
      closeHref={closeHref}
      onClose={() => navigate(closeHref)}
    >
      <p id="specific-fields-intro">{cancellable ? t('fields_step.intro_optional') : t('fields_step.intro_required')}</p>
      <Form method="post" {...getFormProps(form)}>
        {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
        {fields.map((f) => {
          const meta = inputs[specificFieldName(f.id)]!;
          return <TextareaField {...getTextareaProps(meta)} key={f.id} rows={2} label={f.name} required={f.required} errors={errorTexts(t, meta.errors)} />;
        })}
        <Button type="submit" block busy={busy}>
          {t('fields_step.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
