import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { AdminNav } from '../admin/admin-nav.tsx';
import { useTranslation } from 'react-i18next';
import type { SpecificFieldAdminItem } from '@foyer/core/access/list-specific-fields-admin';
import { Alert, Button, Checkbox, Field } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import type { SpecificFieldsActionResult, SpecificFieldsDone } from './specific-fields.server.ts';
import { StatusLine } from '../../components/ui/status-line.tsx';
import { useSuccessCount } from '../../components/ui/use-success-count.ts';
import '../admin/admin.css';
import './specific-fields.css';

const isAdd = (form: FormData) => form.get('intent') === 'add';
const isRemove = (form: FormData) => form.get('intent') === 'remove';

/** The fields every attendee answers when joining (SPEC §3 specific fields), with the add form. */
export function SpecificFieldsScreen({ fields, result, done }: { fields: SpecificFieldAdminItem[]; result: SpecificFieldsActionResult | undefined; done: SpecificFieldsDone }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const removeErrors = result?.intent === 'remove' ? errorTexts(t, result.errors['']) : undefined;
  const added = result?.intent === 'add' ? result : undefined;
  // A refused post shows its errors instead: the last success is old news then.
  const notice = result ? null : done;
  // A successful add empties the form (a second click would add the field twice); a refused one keeps what was typed.
  const addCount = useSuccessCount(isAdd);
  const removeCount = useSuccessCount(isRemove);
  const addForm = useRef<HTMLFormElement>(null);
  const removedLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (addCount) addForm.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [addCount]);
  // The removed card took the focused button with it: the focus goes to the message saying so.
  useEffect(() => {
    if (removeCount) removedLine.current?.focus();
  }, [removeCount]);
  const confirmRemove = (field: SpecificFieldAdminItem) =>
    field.answers ? t('specific_fields_admin.remove_confirm', { name: field.name, count: field.answers }) : t('specific_fields_admin.remove_confirm_unanswered', { name: field.name });
  return (
    <>
      <AdminNav />
      <p>{t('specific_fields_admin.intro')}</p>
      {removeErrors ? <Alert tone="error">{removeErrors.join(' ')}</Alert> : null}
      <StatusLine ref={removedLine} message={notice?.kind === 'removed' ? t('specific_fields_admin.removed') : null} />
      <h2>{t('specific_fields_admin.list', { count: fields.length })}</h2>
      {fields.length === 0 ? (
        <p className="fy-empty">{t('specific_fields_admin.empty')}</p>
      ) : (
        <ul className="fy-requests">
          {fields.map((field) => (
            <li key={field.id} className="fy-request fy-specific-field">
              <div className="fy-request__who">
                <p className="fy-request__name">{field.name}</p>
                <p>
                  {field.required ? t('specific_fields_admin.required') : t('specific_fields_admin.optional')} · {t('specific_fields_admin.answers', { count: field.answers })}
                </p>
              </div>
              {/* Removing deletes every answer too: asked first (without JavaScript the post goes straight through). */}
              <Form method="post" className="fy-request__actions" onSubmit={(ev) => { if (!window.confirm(confirmRemove(field))) ev.preventDefault(); }}>
                <input type="hidden" name="fieldId" value={field.id} />
                <Button type="submit" name="intent" value="remove" variant="secondary" disabled={busy} aria-label={t('specific_fields_admin.remove_named', { name: field.name })}>
                  {t('specific_fields_admin.remove')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" ref={addForm} aria-labelledby="fy-add-field" className="fy-add-field">
        <h2 id="fy-add-field">{t('specific_fields_admin.add_title')}</h2>
        <StatusLine message={notice?.kind === 'added' ? t('specific_fields_admin.added', { name: notice.name }) : null} />
        {/* Keyed on the successes: a new, empty pair of controls after each added field. */}
        <div key={addCount} className="fy-add-field__controls">
          <Field name="name" label={t('specific_fields_admin.name')} required maxLength={200} defaultValue={added?.values.name} errors={errorTexts(t, added?.errors.name)} />
          <Checkbox name="required" label={t('specific_fields_admin.required_label')} defaultChecked={added?.values.required} />
        </div>
        {added?.errors[''] ? <Alert tone="error">{errorTexts(t, added.errors[''])?.join(' ')}</Alert> : null}
        <Button type="submit" name="intent" value="add" busy={busy}>
          {t('specific_fields_admin.add')}
        </Button>
      </Form>
    </>
  );
}
