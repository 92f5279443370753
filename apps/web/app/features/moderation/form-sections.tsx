import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeInfo, isLocale } from '@foyer/i18n';
import { Button, Checkbox, Field } from '../../components/ui/index.ts';
import { TextareaField as TextArea } from '../profile/textarea-field.tsx';
import { checkImageFile, type ImageRole } from './image-check.ts';
import { nextKey, type PersonState } from './exhibitor-form-state.ts';

export type Errs = (id: string) => string[] | undefined;
const language = (l: string) => (isLocale(l) ? localeInfo[l].title : l);

/**
 * A picture input (logo, banner, photo): the current picture with a way to remove it, and a file
 * chooser checked at once for format and ratio; the problem is said under the field.
 */
export function ImageInput({ id, name, role, label, hint, current, removed, onRemoved, uploaded, errors, onProblem }: {
  id: string; name: string; role: ImageRole; label: string; hint: string; current: string | null; removed: boolean;
  onRemoved: (v: boolean) => void; uploaded: boolean; errors: string[] | undefined; onProblem: (words: string | null) => void;
}) {
  const { t } = useTranslation('moderation');
  return (
    <div className="mod-image">
      {current && !removed ? <img src={current} alt={t('form.current_image')} className={`mod-image__preview mod-image__preview--${role}`} /> : null}
      {current ? <Checkbox label={t('form.remove_image')} checked={removed} onChange={(e) => onRemoved(e.target.checked)} /> : null}
      <Field
        id={id}
        name={name}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        label={label}
        hint={uploaded ? `${hint} ✓` : hint}
        errors={errors}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return onProblem(null);
          void checkImageFile(file, role).then((p) => onProblem(p ? t(`invalid.${p.key}`, 'width' in p ? { width: p.width, height: p.height } : {}) : null));
        }}
      />
    </div>
  );
}

/** SPEC §3 exhibitor contact people, each with a description per other locale. */
export function PeopleEditor({ people, others, onChange, errs }: { people: PersonState[]; others: string[]; onChange: (p: PersonState[]) => void; errs: Errs }) {
  const { t } = useTranslation('moderation');
  const set = (i: number, patch: Partial<PersonState>) => onChange(people.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const field = (i: number, k: 'first_name' | 'last_name' | 'email' | 'phone_country_code' | 'phone', required = false, type = 'text') => (
    <Field id={`fx-person-${i}-${k}`} label={t(`field.${k}`)} value={people[i]![k]} required={required} type={type} errors={errs(`fx-person-${i}-${k}`)} onChange={(e) => set(i, { [k]: e.target.value })} />
  );
  return (
    <>
      {people.map((p, i) => (
        <fieldset key={p.key} className="mod-person">
          <legend>{t('form.person', { n: i + 1 })}</legend>
          <div className="mod-grid">
            {field(i, 'first_name', true)}
            {field(i, 'last_name', true)}
            {field(i, 'email', false, 'email')}
            {field(i, 'phone_country_code')}
            {field(i, 'phone', false, 'tel')}
          </div>
          <TextArea id={`fx-person-${i}-description`} label={t('field.description')} rows={2} value={p.description} errors={errs(`fx-person-${i}-description`)} onChange={(e) => set(i, { description: e.target.value })} />
          {others.map((l) => (
            <TextArea key={l} id={`fx-person-${i}-desc-${l}`} lang={l} label={t('form.person_description_in', { language: language(l) })} rows={2} value={p.translations[l] ?? ''}
              errors={errs(`fx-person-${i}-desc-${l}`)} onChange={(e) => set(i, { translations: { ...p.translations, [l]: e.target.value } })} />
          ))}
          <Button variant="secondary" onClick={() => onChange(people.filter((_, j) => j !== i))}>
            {t('form.remove_person', { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => onChange([...people, { key: nextKey(), first_name: '', last_name: '', description: '', email: '', phone: '', phone_country_code: '', picture_id: null, translations: {} }])}>
        {t('form.add_person')}
      </Button>
    </>
  );
}

type Person = { user_identity_token: string; first_name: string; last_name: string };

/** Attendees shown as the booth's contacts: found by name among the event's joined attendees. */
export function ContactUsersPicker({ users, onChange, errors }: { users: Person[]; onChange: (u: Person[]) => void; errors: string[] | undefined }) {
  const { t } = useTranslation('moderation');
  const fetcher = useFetcher<{ matches: Person[]; q: string }>();
  const [q, setQ] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const search = () => q.trim() && void fetcher.load(`?q=${encodeURIComponent(q.trim())}`);
  const matches = (fetcher.data?.matches ?? []).filter((m) => !users.some((u) => u.user_identity_token === m.user_identity_token));
  return (
    <div id="fx-users" tabIndex={-1}>
      {errors?.length ? <p className="ui-field__error">{errors.join(' ')}</p> : null}
      <ul className="mod-chips">
        {users.map((u) => (
          <li key={u.user_identity_token}>
            {u.first_name} {u.last_name}{' '}
            <Button variant="link" aria-label={t('form.remove_user', { name: `${u.first_name} ${u.last_name}` })} onClick={() => onChange(users.filter((x) => x !== u))}>
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <div className="mod-search">
        <Field inputRef={input} label={t('form.find_user')} type="search" value={q} onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); search(); } }} />
        <Button variant="secondary" busy={fetcher.state !== 'idle'} onClick={search}>
          {t('form.find')}
        </Button>
      </div>
      <div aria-live="polite">
        {fetcher.data && fetcher.data.q && !matches.length ? <p>{t('form.no_match')}</p> : null}
        <ul className="mod-chips">
          {matches.map((m) => (
            <li key={m.user_identity_token}>
              <Button variant="secondary" onClick={() => { onChange([...users, m]); input.current?.focus(); }}>
                {t('form.add_user', { name: `${m.first_name} ${m.last_name}` })}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
