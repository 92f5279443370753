import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionQuestion } from '@foyer/core/discussion/questions';
import { buttonClass } from '../../components/ui/index.ts';
import { useFormAnswer } from '../../components/ui/use-form-answer.ts';
import { useWhen } from '../../components/when.tsx';
import { Linkified } from '../feed-wall/linkify.tsx';
import type { QuestionAnswer } from './discussion.server.ts';

/** A form of the Q&A page (like, delete, approve) sent by a fetcher, with the page to come back to without JavaScript. */
function QuestionForm({ back, intent, question, children }: { back: string; intent: string; question: number; children: React.ReactNode }) {
  const { t } = useTranslation('discussion');
  const fetcher = useFetcher<QuestionAnswer>();
  // A question deleted or answered meanwhile refuses; the list's live refresh then catches up.
  const { failed } = useFormAnswer(fetcher);
  return (
    <fetcher.Form method="post" className="qa-form">
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="question" value={question} />
      <fieldset disabled={fetcher.state !== 'idle'} className="qa-plain">
        {children}
      </fieldset>
      {failed ? (
        <span className="qa-error" role="alert">
          {t('error.failed')}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** One question: its text (links made safe links), who asked (or Anonymous), likes, and what the viewer may do with it. */
export function QuestionItem({ q, back, signedIn, canModerate, timeZone }: { q: SessionQuestion; back: string; signedIn: boolean; canModerate: boolean; timeZone: string }) {
  const { t } = useTranslation('discussion');
  const when = useWhen();
  const pending = !q.accepted_by_moderator;
  const asker = q.user ? `${q.user.first_name} ${q.user.last_name}`.trim() : t('anonymous_asker');
  const deleteIntent = q.mine ? 'delete' : canModerate ? 'delete-admin' : null;
  return (
    <li className={pending ? 'qa-item qa-item--pending' : 'qa-item'} data-testid="question">
      <p className="qa-text">
        <Linkified text={q.question} />
      </p>
      <p className="qa-meta">
        {asker}
        {q.user && q.anonymous ? ` (${t('anonymous_to_others')})` : ''} · <time dateTime={q.created_at}>{when(q.created_at, 'slot', { timeZone })}</time>
        {pending ? <span className="qa-badge">{t('pending')}</span> : null}
      </p>
      <div className="qa-actions">
        {signedIn && !pending ? (
          <QuestionForm back={back} intent={q.liked_by_me ? 'unlike' : 'like'} question={q.id}>
            <button type="submit" className="qa-like" aria-pressed={q.liked_by_me} aria-label={`${q.liked_by_me ? t('unlike') : t('like')}: ${t('likes', { count: q.likes })}`}>
              <span aria-hidden="true">▲</span> {q.likes}
            </button>
          </QuestionForm>
        ) : (
          <span className="qa-muted">{t('likes', { count: q.likes })}</span>
        )}
        {canModerate && pending ? (
          <QuestionForm back={back} intent="accept" question={q.id}>
            <button type="submit" className={buttonClass('primary')}>
              {t('approve')}
            </button>
          </QuestionForm>
        ) : null}
        {deleteIntent ? (
          <QuestionForm back={back} intent={deleteIntent} question={q.id}>
            <button type="submit" className={buttonClass('link')}>
              {t('delete')}
            </button>
          </QuestionForm>
        ) : null}
      </div>
    </li>
  );
}
