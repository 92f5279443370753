import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@foyer/core/errors';
import { localeInfo, isLocale } from '@foyer/i18n';
import type { ReviewItem } from '@foyer/core/moderation/review-queue';
import { Alert, Button, Checkbox } from '../../components/ui/index.ts';
import { TextareaField as TextArea } from '../profile/textarea-field.tsx';
import { AdminNav } from '../admin/admin-nav.tsx';
import './moderation.css';

type Row = ReviewItem['diff'][number];
type Failure = { form: 'decide'; updateId: number | null; code: string } | undefined;

/** One side of a diff cell: a picture, yes/no, or the text (empty said as such). */
function Value({ row, side }: { row: Row; side: 'old' | 'new' }) {
  const { t } = useTranslation('moderation');
  const v = row[side];
  if (v === null || v === '') return <span className="mod-empty">{t('empty_value')}</span>;
  if (row.kind === 'image') return <img src={v} alt={`${t(`field.${row.field}`)} (${t(side === 'old' ? 'review.col_old' : 'review.col_new')})`} />;
  if (row.kind === 'flag') return <>{t(v === 'true' ? 'yes' : 'no')}</>;
  return <span lang={row.locale ?? undefined}>{v}</span>;
}

/** The side-by-side diff: field, language, now, proposed; changed rows marked in words, not colour alone. */
function Diff({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('moderation');
  const [all, setAll] = useState(false);
  const rows = all ? item.diff : item.diff.filter((r) => r.changed);
  const lang = (l: string | null) => (l ? (isLocale(l) ? localeInfo[l].title : l) : '—');
  return (
    <>
      <Checkbox label={t('review.show_unchanged')} checked={all} onChange={(e) => setAll(e.target.checked)} />
      <div className="mod-diff__scroll">
        <table className="mod-diff">
          <caption className="visually-hidden">{t('review.diff', { name: item.target_name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('review.col_field')}</th>
              <th scope="col">{t('review.col_language')}</th>
              <th scope="col">{t('review.col_old')}</th>
              <th scope="col">{t('review.col_new')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.field}-${r.locale ?? ''}`} className={r.changed ? 'mod-diff--changed' : undefined}>
                <th scope="row">
                  {t(`field.${r.field}`)}
                  {r.changed ? <span className="mod-status mod-status--pending"> {t('review.changed')}</span> : null}
                </th>
                <td data-label={t('review.col_language')}>{lang(r.locale)}</td>
                <td data-label={t('review.col_old')}><Value row={r} side="old" /></td>
                <td data-label={t('review.col_new')}><Value row={r} side="new" /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** `admin/reviews`: the organizer's queue of moderators' updates with accept / reject (with a note). */
export function ReviewsScreen({ reviews, done }: { reviews: (ReviewItem & { created: string })[]; done: { status: 'accepted' | 'rejected'; name: string } | null }) {
  const { t } = useTranslation('moderation');
  const failure = useActionData<Failure>();
  const nav = useNavigation();
  const busyId = nav.state === 'submitting' ? Number(nav.formData?.get('updateId')) : null;
  return (
    <>
      <AdminNav />
      <div aria-live="polite">{done ? <Alert tone="success">{t(`review.${done.status}`, { name: done.name })}</Alert> : null}</div>
      {failure && failure.updateId == null ? <Alert tone="error">{t(`common:${errorKey(failure.code)}`)}</Alert> : null}
      <h2>{t('review.pending', { count: reviews.length })}</h2>
      {reviews.length ? null : <p>{t('review.empty')}</p>}
      <ul className="mod-list">
        {reviews.map((r) => {
          const kind = t(`review.kind_${r.kind}`);
          const mine = failure && failure.updateId === r.id ? failure.code : null;
          return (
            <li key={`${r.kind}-${r.id}`} className="mod-card">
              <section aria-labelledby={`rv-${r.kind}-${r.id}`}>
                <h3 id={`rv-${r.kind}-${r.id}`}>{t('review.item', { name: r.target_name, kind })}</h3>
                <p>{t('review.by', { name: r.moderator ? `${r.moderator.first_name} ${r.moderator.last_name}` : '—', when: r.created })}</p>
                {r.extra_note ? <p><strong>{t('review.note')}:</strong> {r.extra_note}</p> : null}
                <Diff item={r} />
                {mine ? <Alert tone="error">{t(`common:${errorKey(mine)}`)}</Alert> : null}
                <div className="mod-actions">
                  <Form method="post">
                    <input type="hidden" name="intent" value="accept" />
                    <input type="hidden" name="kind" value={r.kind} />
                    <input type="hidden" name="updateId" value={r.id} />
                    <input type="hidden" name="name" value={r.target_name} />
                    <Button type="submit" busy={busyId === r.id} aria-describedby={`rv-${r.kind}-${r.id}`}>{t('review.accept')}</Button>
                  </Form>
                  <Form method="post" className="mod-reject">
                    <input type="hidden" name="intent" value="reject" />
                    <input type="hidden" name="kind" value={r.kind} />
                    <input type="hidden" name="updateId" value={r.id} />
                    <input type="hidden" name="name" value={r.target_name} />
                    <TextArea id={`rv-note-${r.kind}-${r.id}`} name="rejection_note" rows={2} required label={t('review.rejection_note')} />
                    <Button type="submit" variant="danger" aria-describedby={`rv-${r.kind}-${r.id}`}>{t('review.reject')}</Button>
                  </Form>
                </div>
              </section>
            </li>
          );
        })}
      </ul>
    </>
  );
}
