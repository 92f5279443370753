import { Form, useNavigation } from 'react-router';
import { AdminNav } from '../admin/admin-nav.tsx';
import { useTranslation } from 'react-i18next';
import type { SpecificFieldAdminItem } from '@foyer/core/access/list-specific-fields-admin';
import { Alert, Button, Checkbox, Field } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import type { SpecificFieldsActionResult } from './specific-fields.server.ts';
import '../admin/admin.css';

/** The fields every attendee answers when joining (SPEC §3 specific fields), with the add form. */
export function SpecificFieldsScreen({ fields, result }: { fields: SpecificFieldAdminItem[]; result: SpecificFieldsActionResult | undefined }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const removeErrors = result?.intent === 'remove' ? errorTexts(t, result.errors['']) : undefined;
  const added = result?.intent === 'add' ? result : undefined;
  return (
    <>
      <AdminNav />
      <p>{t('specific_fields_admin.intro')}</p>
      {removeErrors ? <Alert tone="error">{removeErrors.join(' ')}</Alert> : null}
      <h2>{t('specific_fields_admin.list', { count: fields.length })}</h2>
      {fields.length === 0 ? (
        <p className="fy-empty">{t('specific_fields_admin.empty')}</p>
      ) : (
        <ul className="fy-requests">
          {fields.map((field) => (
            <li key={field.id} className="fy-request">
              <div className="fy-request__who">
                <p className="fy-request__name">{field.name}</p>
                <p>
                  {field.required ? t('specific_fields_admin.required') : t('specific_fields_admin.optional')} · {t('specific_fields_admin.answers', { count: field.answers })}
                </p>
              </div>
              <Form method="post" className="fy-request__actions">
                <input type="hidden" name="fieldId" value={field.id} />
                <Button type="submit" name="intent" value="remove" variant="secondary" disabled={busy} aria-label={t('specific_fields_admin.remove_named', { name: field.name })}>
                  {t('specific_fields_admin.remove')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" aria-labelledby="fy-add-field" className="fy-add-field">
        <h2 id="fy-add-field">{t('specific_fields_admin.add_title')}</h2>
        <Field name="name" label={t('specific_fields_admin.name')} required maxLength={200} defaultValue={added?.values.name} errors={errorTexts(t, added?.errors.name)} />
        <Checkbox name="required" label={t('specific_fields_admin.required_label')} defaultChecked={added?.values.required} />
        {added?.errors[''] ? <Alert tone="error">{errorTexts(t, added.errors[''])?.join(' ')}</Alert> : null}
        <Button type="submit" name="intent" value="add" busy={busy}>
          {t('specific_fields_admin.add')}
        </Button>
      </Form>
    </>
  );
}
