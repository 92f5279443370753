import type { FormEvent } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxMessage, InboxThread, InboxUser } from '@foyer/core/inbox/inbox-rows';
import { When } from '../../components/when.tsx';
import { useFormAnswer, type FormAnswer } from '../../components/ui/use-form-answer.ts';
import { Screen } from '../access/screen.tsx';
import { useEventLayout } from '../access/use-event-layout.ts';
import './inbox.css';

const fullName = (u: Pick<InboxUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();
const names = (t: InboxThread) => t.name ?? t.users.map(fullName).join(', ');
/** SPEC §9: a message's time is left out within 10 minutes of the previous one by the same person. */
const TIME_GAP_MS = 10 * 60_000;
export function showsTime(list: Pick<InboxMessage, 'created_at' | 'user'>[], i: number): boolean {
  const prev = list[i - 1];
  const cur = list[i]!;
  return !prev || prev.user.user_identity_token !== cur.user.user_identity_token || Date.parse(cur.created_at) - Date.parse(prev.created_at) >= TIME_GAP_MS;
}

/** `inbox`: the viewer's conversations, unread ones marked, the latest first. */
export function InboxListScreen({ threads, unread }: { threads: InboxThread[]; unread: number }) {
  const { t } = useTranslation('inbox');
  const { basePath } = useEventLayout();
  const busy = useRevalidator().state === 'loading';
  return (
    <Screen title={t('title')} intro={unread > 0 ? t('unread_count', { count: unread }) : undefined}>
      <p>
        <Link to={`${basePath}/inbox/create/user`} className="inbox__new">
          {t('new_link')}
        </Link>
      </p>
      {threads.length === 0 ? (
        <p className="inbox__empty">{t('empty')}</p>
      ) : (
        <ul className="inbox__threads" aria-label={t('threads_label')} aria-busy={busy}>
          {threads.map((th) => (
            <li key={th.id} className={th.unread ? 'inbox-thread inbox-thread--unread' : 'inbox-thread'}>
              <Link to={`${basePath}/inbox/thread/${th.id}`} className="inbox-thread__link">
                <span className="inbox-thread__names">{names(th)}</span>
                {th.unread ? <span className="inbox-thread__new">{t('unread')}</span> : null}
              </Link>
              {th.message ? (
                <p className="inbox-thread__last">
                  {th.message.mine ? `${t('you')}: ` : ''}
                  {th.message.message}
                </p>
              ) : null}
              <p className="inbox-thread__when">
                <When value={th.updated_at} style="datetime" />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

/** Each send gets its own temp_id, so a retried request is stored once (the server's unique index). */
function stampTempId(e: FormEvent<HTMLFormElement>) {
  const input = e.currentTarget.elements.namedItem('temp_id');
  if (input instanceof HTMLInputElement) input.value = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

interface ThreadData {
  thread: InboxThread;
  messages: InboxMessage[];
  olderCursor: string | null;
  other: { token: string; blocked: boolean } | null;
}

/** `inbox/thread/:threadId`: the conversation, live; a sent message shows at once (temp_id) until the list has it. */
export function InboxThreadScreen({ data }: { data: ThreadData }) {
  const { t } = useTranslation('inbox');
  const { basePath } = useEventLayout();
  const send = useFetcher<FormAnswer>();
  // Emptied once sent; a reply sent before the page was interactive comes back as the page's action data.
  const { formRef, failed } = useFormAnswer(send, { intent: 'send' });
  const refused = failed?.code;
  const block = useFetcher();
  const pendingText = send.state !== 'idle' ? String(send.formData?.get('message') ?? '') : '';
  const { thread, messages, other } = data;
  const title = t('with', { names: names(thread) });
  const otherName = thread.users[0] ? fullName(thread.users[0]) : '';
  return (
    <Screen title={title} intro={thread.name ? t('members', { names: thread.users.map(fullName).join(', ') }) : undefined}>
      <p>
        <Link to={`${basePath}/inbox`}>{t('back')}</Link>
      </p>
      {data.olderCursor ? (
        <p>
          <Link to={`?before=${encodeURIComponent(data.olderCursor)}`}>{t('older')}</Link>
        </p>
      ) : null}
      {messages.length === 0 ? <p className="inbox__empty">{t('no_messages')}</p> : null}
      <ol className="inbox-messages" aria-label={t('messages_label')} aria-live="polite" aria-relevant="additions">
        {messages.map((m, i) => (
          <li key={m.id} className={m.mine ? 'inbox-message inbox-message--mine' : 'inbox-message'}>
            <p className="inbox-message__who">
              {m.mine ? t('you') : fullName(m.user)}
              {showsTime(messages, i) ? (
                <>
                  {' · '}
                  <When value={m.created_at} style="datetime" />
                </>
              ) : null}
            </p>
            <p className="inbox-message__text">{m.message}</p>
          </li>
        ))}
        {pendingText ? (
          <li className="inbox-message inbox-message--mine inbox-message--pending">
            <p className="inbox-message__who">
              {t('you')} · {t('sending')}
            </p>
            <p className="inbox-message__text">{pendingText}</p>
          </li>
        ) : null}
      </ol>
      {other?.blocked ? <p className="inbox__note">{t('blocked_note', { name: otherName })}</p> : null}
      <send.Form method="post" className="inbox-compose" ref={formRef} onSubmit={stampTempId}>
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="temp_id" defaultValue="" />
        <label htmlFor="inbox-reply">{t('message_label')}</label>
        <textarea id="inbox-reply" name="message" required maxLength={5000} rows={3} disabled={other?.blocked} aria-describedby={refused ? 'inbox-error' : undefined} />
        {refused ? (
          <p id="inbox-error" className="inbox__error" role="alert">
            {t(refused === 'inbox.blocked' ? 'common:errors.inbox_blocked' : 'invalid')}
          </p>
        ) : null}
        <button type="submit" disabled={send.state !== 'idle' || other?.blocked}>
          {t('send')}
        </button>
      </send.Form>
      {other ? (
        <block.Form method="post" className="inbox-block">
          <input type="hidden" name="intent" value={other.blocked ? 'unblock' : 'block'} />
          <button type="submit" disabled={block.state !== 'idle'}>
            {other.blocked ? t('unblock', { name: otherName }) : t('block', { name: otherName })}
          </button>
        </block.Form>
      ) : null}
    </Screen>
  );
}
