import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { CurrentUser } from '@foyer/core/profile/get-current-user';
import { Alert, Button, Field, buttonClass } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { PhotoInput } from './photo-input.tsx';
import { basicsForm } from './profile-schema.ts';
import { SelectField } from './select-field.tsx';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';

interface Props {
  user: CurrentUser;
  countries: { code: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
  skipHref: string;
}

/** Onboarding step 2: photo, position, company, country; every one may be left for later. */
export function OnboardingBasicsForm({ user, countries, lastResult, skipHref }: Props) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'onboarding-basics',
    lastResult,
    defaultValue: { position: user.position, company: user.company, country: user.country ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: basicsForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('onboarding-basics', lastResult);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
      <PhotoInput name={fields.photo.name} id={fields.photo.id} currentUrl={user.picture} errors={errorTexts(t, fields.photo.errors)} />
      <Field {...getInputProps(fields.position, { type: 'text' })} label={t('fields.position')} autoComplete="organization-title" errors={errorTexts(t, fields.position.errors)} />
      <Field {...getInputProps(fields.company, { type: 'text' })} label={t('fields.company')} autoComplete="organization" errors={errorTexts(t, fields.company.errors)} />
      <SelectField
        {...getSelectProps(fields.country)}
        label={t('fields.country')}
        placeholder={t('fields.country_placeholder')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        errors={errorTexts(t, fields.country.errors)}
      />
      <div className="fy-actions">
        <Button type="submit" busy={busy}>
          {t('onboarding.continue')}
        </Button>
        <Link to={skipHref} className={buttonClass('ghost')}>
          {t('onboarding.skip')}
        </Link>
      </div>
    </Form>
  );
}
