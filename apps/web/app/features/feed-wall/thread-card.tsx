import { useFormAnswer } from '../../components/ui/use-form-answer.ts';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import type { FeedComment, FeedThread } from '@foyer/core/feedwall/feed-rows';
import { useWhen } from '../../components/when.tsx';
import { Linkified } from './linkify.tsx';
import type { FeedWallAnswer } from './feed-wall.server.ts';
import { EditForm, ReportForm, ShareLink } from './post-forms.tsx';

export interface WallLinks {
  /** The wall's address with a channel (and a thread open), for links and `redirectTo`. */
  page: (q: Record<string, string | number | undefined>) => string;
  /** Where the wall's forms post (component/{id}/feed). */
  action: string;
}

const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** A form of the wall (like, delete, comment) sent by a fetcher, with the page to come back to. */
function WallForm({ links, back, fields, children, className }: { links: WallLinks; back: string; fields: Record<string, string | number>; children: React.ReactNode; className?: string }) {
  const fetcher = useFetcher<FeedWallAnswer>();
  return (
    <fetcher.Form method="post" action={links.action} className={className}>
      <input type="hidden" name="redirectTo" value={back} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <fieldset disabled={fetcher.state !== 'idle'} className="fw-plain">
        {children}
      </fieldset>
    </fetcher.Form>
  );
}

function CommentItem({ comment, links, back, canDeleteAny, signedIn, timeZone }: { comment: FeedComment; links: WallLinks; back: string; canDeleteAny: boolean; signedIn: boolean; timeZone: string }) {
  const { t } = useTranslation('feedwall');
  const when = useWhen();
  const intent = comment.mine ? 'delete-comment' : canDeleteAny ? 'delete-comment-admin' : null;
  return (
    <li className="fw-comment">
      <p className="fw-meta">
        <strong>{name(comment.user)}</strong> · <time dateTime={comment.created_at}>{when(comment.created_at, 'slot', { timeZone })}</time>
      </p>
      <p className="fw-text">
        <Linkified text={comment.message} />
      </p>
      <div className="fw-actions">
        {comment.mine ? <EditForm links={links} back={back} fields={{ intent: 'edit-comment', comment: comment.id }} message={comment.message} /> : null}
        {signedIn && !comment.mine ? <ReportForm links={links} back={back} target={{ comment: comment.id }} /> : null}
        {intent ? (
          <WallForm links={links} back={back} fields={{ intent, comment: comment.id }}>
            <button type="submit" className={buttonClass('link')}>
              {t('delete_comment')}
            </button>
          </WallForm>
        ) : null}
      </div>
    </li>
  );
}

/** One post: its author and time, the text with links, likes, comments (the latest, or all when open), delete. */
export function ThreadCard(props: { thread: FeedThread; links: WallLinks; channelId: number; comments: FeedComment[] | null; signedIn: boolean; isAdmin: boolean; timeZone: string }) {
  const { thread, links, channelId, comments, signedIn, isAdmin, timeZone } = props;
  const { t } = useTranslation('feedwall');
  const when = useWhen();
  const open = comments !== null;
  const back = links.page({ channel: channelId, thread: open ? thread.id : undefined });
  const deleteIntent = thread.mine ? 'delete-thread' : isAdmin ? 'delete-thread-admin' : null;
  const shown = open ? [...comments].reverse() : thread.feed_wall_comment ? [thread.feed_wall_comment] : [];
  return (
    <article className={`fw-thread${thread.is_highlighted ? ' fw-thread--highlighted' : ''}`} id={`thread-${thread.id}`} aria-labelledby={`thread-${thread.id}-author`}>
      <p className="fw-meta">
        <strong id={`thread-${thread.id}-author`}>{name(thread.user)}</strong>
        {thread.user.company ? <span className="fw-muted"> · {thread.user.company}</span> : null} · <time dateTime={thread.created_at}>{when(thread.created_at, 'slot', { timeZone })}</time>
        {thread.is_sticky ? <span className="fw-badge">{t('sticky')}</span> : null}
      </p>
      <p className="fw-text">
        <Linkified text={thread.message} />
      </p>
      {thread.image ? <img className="fw-image" src={thread.image} alt={t('picture_by', { name: name(thread.user) })} loading="lazy" /> : null}
      <div className="fw-actions">
        {signedIn ? (
          <WallForm links={links} back={back} fields={{ intent: thread.liked_by_me ? 'unlike' : 'like', channel: channelId, thread: thread.id }}>
            {/* A toggle: the same words either way, its state in aria-pressed; the article names whose post it is. */}
            <button type="submit" className="fw-like" aria-pressed={thread.liked_by_me}>
              <span aria-hidden="true">{thread.liked_by_me ? '♥' : '♡'}</span> {t('like')} <span className="fw-count">{thread.likes_counter}</span>
            </button>
          </WallForm>
        ) : (
          <span className="fw-muted">{t('likes', { count: thread.likes_counter })}</span>
        )}
        <Link to={`${links.page({ channel: channelId, thread: open ? undefined : thread.id })}#thread-${thread.id}`} className="fw-comments-link" preventScrollReset aria-expanded={open}>
          {open ? t('hide_comments') : t('comments', { count: thread.comments_counter })}
        </Link>
        <ShareLink href={`${links.page({ channel: channelId, thread: thread.id })}#thread-${thread.id}`} />
        {signedIn && !thread.mine ? <ReportForm links={links} back={back} target={{ thread: thread.id }} /> : null}
        {thread.mine ? <EditForm links={links} back={back} fields={{ intent: 'edit-thread', channel: channelId, thread: thread.id }} message={thread.message} /> : null}
        {deleteIntent ? (
          <WallForm links={links} back={links.page({ channel: channelId })} fields={{ intent: deleteIntent, channel: channelId, thread: thread.id }}>
            <button type="submit" className={buttonClass('link')}>
              {t('delete_post')}
            </button>
          </WallForm>
        ) : null}
      </div>
      {shown.length ? (
        <ul className="fw-comments" aria-label={t('comments_label')}>
          {shown.map((c) => (
            <CommentItem key={c.id} comment={c} links={links} back={back} canDeleteAny={isAdmin} signedIn={signedIn} timeZone={timeZone} />
          ))}
        </ul>
      ) : open ? (
        <p className="fw-muted">{t('no_comments')}</p>
      ) : null}
      {open && signedIn ? <CommentForm links={links} back={back} threadId={thread.id} /> : null}
    </article>
  );
}

function CommentForm({ links, back, threadId }: { links: WallLinks; back: string; threadId: number }) {
  const { t } = useTranslation('feedwall');
  const fetcher = useFetcher<FeedWallAnswer>();
  const { formRef, failed } = useFormAnswer(fetcher);
  const fieldId = `comment-${threadId}`;
  return (
    <fetcher.Form method="post" action={links.action} className="fw-composer fw-composer--comment" ref={formRef}>
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="thread" value={threadId} />
      <label htmlFor={fieldId}>{t('comment_label')}</label>
      <textarea id={fieldId} name="message" required minLength={2} maxLength={5000} rows={2} aria-invalid={failed ? true : undefined} aria-describedby={failed ? `${fieldId}-error` : undefined} />
      {failed ? (
        <p id={`${fieldId}-error`} className="fw-error" role="alert">
          {t(`error.${failed.code === 'common.validation' ? 'too_short' : 'failed'}`)}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={fetcher.state !== 'idle'}>
        {t('send_comment')}
      </button>
    </fetcher.Form>
  );
}
