import { Form, Link, useFetcher, useLocation, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import { useLiveRefresh } from '../notifications/use-live-refresh.ts';
import { useFormAnswer, useNavigatedRefusal } from '../../components/ui/use-form-answer.ts';
import type { QuestionAnswer, QuestionsData } from './discussion.server.ts';
import { QuestionItem } from './question-item.tsx';
import { DISCUSSION_POLL_MS, concernsSession, projectorHref } from './discussion-links.ts';
import './discussion.css';

function AskForm({ back, waiting }: { back: string; waiting: boolean }) {
  const { t } = useTranslation('discussion');
  const fetcher = useFetcher<QuestionAnswer>();
  const { formRef, failed } = useFormAnswer(fetcher, { intent: 'ask' });
  return (
    <fetcher.Form method="post" className="qa-ask" ref={formRef}>
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="intent" value="ask" />
      <label htmlFor="qa-question">{t('ask_label')}</label>
      <textarea id="qa-question" name="question" required minLength={2} maxLength={1000} rows={3} aria-invalid={failed ? true : undefined} aria-describedby={failed ? 'qa-question-error' : undefined} />
      <label className="qa-check">
        <input type="checkbox" name="anonymous" />
        <span>
          {t('anonymous')} <small className="qa-muted">{t('anonymous_hint')}</small>
        </span>
      </label>
      {failed ? (
        <p id="qa-question-error" className="qa-error" role="alert">
          {t(`error.${failed.code === 'common.validation' ? 'too_short' : 'failed'}`)}
        </p>
      ) : null}
      {/* Said by the list, not by the answer: a form that came back through the page's redirect (or without JavaScript) has none. */}
      <p className="qa-note" role="status" hidden={!waiting}>
        {waiting ? t('your_pending') : ''}
      </p>
      <button type="submit" className={buttonClass('primary')} disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('asking') : t('ask')}
      </button>
    </fetcher.Form>
  );
}

/** Sort by date or likes; moderators also by their queue (SPEC §9 sorts 0–3). A plain GET form, sent on change when scripts run. */
function SortForm({ sort, canModerate }: { sort: number; canModerate: boolean }) {
  const { t } = useTranslation('discussion');
  const submit = useSubmit();
  const sorts = canModerate ? [0, 1, 2, 3] : [0, 1];
  return (
    <Form method="get" className="qa-sort" onChange={(e) => void submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
      <label htmlFor="qa-sort">{t('sort')}</label>
      <select id="qa-sort" name="sort" defaultValue={sort} key={sort}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`sort_${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t('apply')}</button>
      </noscript>
    </Form>
  );
}

/** `…/agenda_sessions/{id}/questions`: ask, like, and — for moderators — approve and delete, all live. */
export function QuestionsPage({ data, basePath }: { data: QuestionsData; basePath: string }) {
  const { t } = useTranslation('discussion');
  const location = useLocation();
  const s = data.session;
  useLiveRefresh({ eventId: data.eventId, events: ['agenda_question'], pollMs: DISCUSSION_POLL_MS, concerns: concernsSession(data.component.id, s.id) });
  const agenda = `${basePath}/component/${data.component.id}`;
  const back = `${location.pathname}${location.search}`;
  // A like, approval or deletion sent before the page was interactive: refused, it comes back as the page's action data (the ask form shows its own).
  const refusedElsewhere = useNavigatedRefusal({ except: 'ask' });
  return (
    <section className="qa" aria-labelledby="qa-title">
      <p className="qa-crumbs">
        <Link to={`${agenda}/agenda_sessions/${s.id}/details`}>{t('back_to_session')}</Link>
        <Link to={`${agenda}/questions`}>{t('sessions_title')}</Link>
      </p>
      <h1 id="qa-title">{t('questions_for', { session: s.name })}</h1>
      {refusedElsewhere ? (
        <p className="qa-error" role="alert">
          {t('error.failed')}
        </p>
      ) : null}
      <p className="qa-muted">
        <When value={s.time_start} style="slot" timeZone={s.time_zone} /> – <When value={s.time_end} style="time" timeZone={s.time_zone} />
        {s.speakers.length > 0 ? ` · ${s.speakers.join(', ')}` : ''}
      </p>
      <p>
        <Link to={projectorHref(basePath, data.component.id, s.id)}>{t('projector')}</Link>
      </p>
      {data.moderated ? <p className="qa-note">{t('moderation_on_note')}</p> : null}
      {data.signedIn ? (
        <AskForm back={back} waiting={!data.canModerate && data.questions.some((q) => q.mine && !q.accepted_by_moderator)} />
      ) : (
        <p>
          <Link to={`${basePath}/login?redirectTo=${encodeURIComponent(back)}`}>{t('sign_in_to_ask')}</Link>
        </p>
      )}
      <div className="qa-toolbar">
        <SortForm sort={data.sort} canModerate={data.canModerate} />
        {data.canModerate ? (
          <p className="qa-pending" role="status">
            {t('pending_count', { count: data.pending })}
          </p>
        ) : null}
      </div>
      {data.questions.length === 0 ? (
        <p className="qa-empty">{t('empty')}</p>
      ) : (
        <ul className="qa-list" aria-label={t('title')}>
          {data.questions.map((q) => (
            <QuestionItem key={q.id} q={q} back={back} signedIn={data.signedIn} canModerate={data.canModerate} timeZone={s.time_zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
