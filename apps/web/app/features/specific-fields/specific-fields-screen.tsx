import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { AdminNav } from '../admin/admin-nav.tsx';
import { useTranslation } from 'react-i18next';
import type { SpecificFieldAdminItem } from '@foyer/core/access/list-specific-fields-admin';
import { Alert, Button } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import type { SpecificFieldsActionResult, SpecificFieldsDone } from './specific-fields.server.ts';
import { StatusLine } from '../../components/ui/status-line.tsx';
import { useSuccessCount } from '../../components/ui/use-success-count.ts';
import { FieldFormControls, translationSummary, type FieldLocales } from './field-form-controls.tsx';
import '../admin/admin.css';
import './specific-fields.css';

const isAdd = (form: FormData) => form.get('intent') === 'add';
const isUpdate = (form: FormData) => form.get('intent') === 'update';
const isRemove = (form: FormData) => form.get('intent') === 'remove';

/** Errors no box of the form shows: the form's own, and a translations map refused as a whole. */
const formLevel = (errors: Record<string, string[]> | undefined) => [...(errors?.[''] ?? []), ...(errors?.translations ?? [])];

/** The fields every attendee answers when joining (SPEC §3 specific fields), each editable, with the add form. */
export function SpecificFieldsScreen({ fields, locales, result, done }: { fields: SpecificFieldAdminItem[]; locales: FieldLocales; result: SpecificFieldsActionResult | undefined; done: SpecificFieldsDone }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const removeErrors = result?.intent === 'remove' ? errorTexts(t, result.errors['']) : undefined;
  const added = result?.intent === 'add' ? result : undefined;
  const updated = result?.intent === 'update' ? result : undefined;
  // A refused post shows its errors instead: the last success is old news then.
  const notice = result ? null : done;
  // A successful add empties the form (a second click would add the field twice); a refused one keeps what was typed.
  const addCount = useSuccessCount(isAdd);
  // A successful edit closes its form (keyed on this count) and says so at the top.
  const updateCount = useSuccessCount(isUpdate);
  const removeCount = useSuccessCount(isRemove);
  const addForm = useRef<HTMLFormElement>(null);
  const topLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (addCount) addForm.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [addCount]);
  // The removed card, or the closed edit form, took the focused button with it: the focus goes to the message saying so.
  useEffect(() => {
    if (removeCount || updateCount) topLine.current?.focus();
  }, [removeCount, updateCount]);
  const confirmRemove = (field: SpecificFieldAdminItem) =>
    field.answers ? t('specific_fields_admin.remove_confirm', { name: field.name, count: field.answers }) : t('specific_fields_admin.remove_confirm_unanswered', { name: field.name });
  const topMessage = notice?.kind === 'removed' ? t('specific_fields_admin.removed') : notice?.kind === 'updated' ? t('specific_fields_admin.updated', { name: notice.name }) : null;
  return (
    <>
      <AdminNav />
      <p>{t('specific_fields_admin.intro')}</p>
      {removeErrors ? <Alert tone="error">{removeErrors.join(' ')}</Alert> : null}
      <StatusLine ref={topLine} message={topMessage} />
      <h2>{t('specific_fields_admin.list', { count: fields.length })}</h2>
      {fields.length === 0 ? (
        <p className="fy-empty">{t('specific_fields_admin.empty')}</p>
      ) : (
        <ul className="fy-requests">
          {fields.map((field) => {
            const refused = updated?.fieldId === field.id ? updated : undefined;
            const translated = translationSummary(field.translations, locales.others);
            return (
              <li key={field.id} className="fy-request fy-specific-field">
                <div className="fy-request__who">
                  <p className="fy-request__name" lang={locales.main}>
                    {field.name}
                  </p>
                  {translated.length ? (
                    <ul className="fy-field-translated" aria-label={t('specific_fields_admin.translations')}>
                      {translated.map((tr) => (
                        <li key={tr.locale}>
                          {tr.language}: <span lang={tr.locale}>{tr.name}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
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
                <details key={`${field.id}-${updateCount}`} className="fy-field-edit" open={refused ? true : undefined}>
                  <summary aria-label={t('specific_fields_admin.edit_named', { name: field.name })}>{t('specific_fields_admin.edit')}</summary>
                  <Form method="post" className="fy-add-field__controls">
                    <input type="hidden" name="fieldId" value={field.id} />
                    <FieldFormControls
                      idPrefix={`field-${field.id}`}
                      locales={locales}
                      values={refused?.values ?? { name: field.name, required: field.required, translations: Object.fromEntries(translated.map((tr) => [tr.locale, tr.name])) }}
                      errors={refused?.errors}
                    />
                    {formLevel(refused?.errors).length ? <Alert tone="error">{errorTexts(t, formLevel(refused?.errors))?.join(' ')}</Alert> : null}
                    <Button type="submit" name="intent" value="update" busy={busy}>
                      {t('specific_fields_admin.save')}
                    </Button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" ref={addForm} aria-labelledby="fy-add-field" className="fy-add-field">
        <h2 id="fy-add-field">{t('specific_fields_admin.add_title')}</h2>
        <StatusLine message={notice?.kind === 'added' ? t('specific_fields_admin.added', { name: notice.name }) : null} />
        {/* Keyed on the successes: a new, empty set of controls after each added field. */}
        <div key={addCount} className="fy-add-field__controls">
          <FieldFormControls idPrefix="new-field" locales={locales} values={added?.values} errors={added?.errors} />
        </div>
        {formLevel(added?.errors).length ? <Alert tone="error">{errorTexts(t, formLevel(added?.errors))?.join(' ')}</Alert> : null}
        <Button type="submit" name="intent" value="add" busy={busy}>
          {t('specific_fields_admin.add')}
        </Button>
      </Form>
    </>
  );
}
