import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Field } from '../../components/ui/index.ts';
import { accessCodeForm } from './access-code-schema.ts';
import { errorTexts } from './error-text.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

/** SPEC §2 "access-code": one field; the wrong-code message (SPEC §8) appears under it. */
export function AccessCodeForm({ lastResult, redirectTo }: { lastResult: SubmissionResult<string[]> | undefined; redirectTo: string | null }) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'access-code',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accessCodeForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('access-code', lastResult);
  return (
    <Form method="post" {...getFormProps(form)}>
      {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        {...getInputProps(fields.code, { type: 'text' })}
        label={t('access_code.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        errors={errorTexts(t, fields.code.errors)}
      />
      <Button type="submit" block busy={busy}>
        {t('access_code.submit')}
      </Button>
    </Form>
  );
}
