import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { CurrentUser } from '@foyer/core/profile/get-current-user';
import { Alert, Button, Checkbox, Field } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { PhotoInput } from './photo-input.tsx';
import { profileForm, socialFields } from './profile-schema.ts';
import { SelectField } from './select-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';
import './profile.css';

interface Props {
  user: CurrentUser;
  countries: { code: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}

/** SPEC §3 "Profile fields", saved with the photo in one multipart post (works without JavaScript). */
export function ProfileEditForm({ user, countries, lastResult }: Props) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const [form, fields] = useForm({
    id: 'profile-edit',
    lastResult,
    defaultValue: { ...user, country: user.country ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('profile-edit', lastResult);
  const err = (f: { errors?: string[] | undefined }) => errorTexts(t, f.errors);
  const text = (name: 'position' | 'company') => (
    <Field {...getInputProps(fields[name], { type: 'text' })} label={t(`fields.${name}`)} autoComplete={name === 'company' ? 'organization' : 'organization-title'} errors={err(fields[name])} />
  );
  const area = (name: 'biography' | 'what_i_need' | 'what_i_offer' | 'goals') => (
    <TextareaField {...getTextareaProps(fields[name])} label={t(`fields.${name}`)} errors={err(fields[name])} />
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
      <fieldset className="fy-fieldset">
        <legend>{t('profile_edit.about')}</legend>
        <PhotoInput name={fields.photo.name} id={fields.photo.id} currentUrl={user.picture} errors={err(fields.photo)} />
        <Field {...getInputProps(fields.first_name, { type: 'text' })} label={t('fields.first_name')} autoComplete="given-name" required errors={err(fields.first_name)} />
        <Field {...getInputProps(fields.last_name, { type: 'text' })} label={t('fields.last_name')} autoComplete="family-name" required errors={err(fields.last_name)} />
        {text('position')}
        {text('company')}
        <SelectField
          {...getSelectProps(fields.country)}
          label={t('fields.country')}
          placeholder={t('fields.country_placeholder')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          errors={err(fields.country)}
        />
        {area('biography')}
      </fieldset>
      <fieldset className="fy-fieldset">
        <legend>{t('profile_edit.contact')}</legend>
        <div className="fy-phone">
          <Field {...getInputProps(fields.phone_country_code, { type: 'text' })} label={t('fields.phone_country_code')} inputMode="tel" placeholder="+48" autoComplete="tel-country-code" errors={err(fields.phone_country_code)} />
          <Field {...getInputProps(fields.phone_number, { type: 'tel' })} label={t('fields.phone_number')} autoComplete="tel-national" errors={err(fields.phone_number)} />
        </div>
        <Checkbox {...getInputProps(fields.show_contact_details, { type: 'checkbox' })} label={t('fields.show_contact_details')} hint={t('fields.show_contact_details_hint')} />
      </fieldset>
      <fieldset className="fy-fieldset">
        <legend>{t('profile_edit.networking')}</legend>
        {area('what_i_need')}
        {area('what_i_offer')}
        {area('goals')}
      </fieldset>
      <fieldset className="fy-fieldset">
        <legend>{t('profile_edit.social')}</legend>
        {socialFields.map((name) => (
          <Field {...getInputProps(fields[name], { type: 'url' })} key={name} label={t(`fields.${name}`)} placeholder="https://" inputMode="url" errors={err(fields[name])} />
        ))}
      </fieldset>
      <div className="fy-actions">
        <Button type="submit" name="intent" value="save" busy={busy}>
          {t('profile_edit.save')}
        </Button>
      </div>
    </Form>
  );
}
