import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../attendees/person-avatar.tsx';
import { FriendActionButton } from './friend-button.tsx';
import { FriendNoticeLine } from './friend-notice.tsx';
import { useLiveUserScreen } from '../notifications/use-live-user-screen.ts';
import type { FriendPerson, friendsScreenLoader, invitationsScreenLoader } from './friends.server';
// The search form is the attendee list's (attendees-search): its styles come with it.
import '../attendees/attendees.css';
import './friends.css';
import { ScreenMain } from '../../components/screen-main';

type FriendsData = Awaited<ReturnType<typeof friendsScreenLoader>>;
type InvitationsData = Awaited<ReturnType<typeof invitationsScreenLoader>>;
type Action = 'invite' | 'accept' | 'decline' | 'cancel' | 'remove';

/** The two screens' tabs: the list of friends and the invitations (with how many wait). */
function Tabs({ basePath, current, waiting }: { basePath: string; current: 'friends' | 'invitations'; waiting?: number }) {
  const { t } = useTranslation('friends');
  return (
    <nav className="friends-tabs" aria-label={t('tabs')}>
      <ul>
        <li><Link to={`${basePath}/friends`} aria-current={current === 'friends' ? 'page' : undefined}>{t('tab_friends')}</Link></li>
        <li>
          <Link to={`${basePath}/friends/invitations`} aria-current={current === 'invitations' ? 'page' : undefined}>
            {waiting ? t('tab_invitations_count', { count: waiting }) : t('tab_invitations')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** People with their profile link and the actions that fit the list they are in. */
function People({ people, basePath, here, actions, headingLevel = 3 }: { people: FriendPerson[]; basePath: string; here: string; actions: Action[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="friends-list">
      {people.map((p) => {
        const name = `${p.first_name} ${p.last_name}`;
        return (
          <li key={p.id}>
            <PersonAvatar person={p} />
            <div className="friends-list__who">
              <H>
                <Link to={`${basePath}/user/${encodeURIComponent(p.id)}`}>{name}</Link>
              </H>
              {p.position || p.company ? <p>{[p.position, p.company].filter(Boolean).join(', ')}</p> : null}
            </div>
            {/* Together: on a phone both answers move under the name, not one of them alone. */}
            <div className="friends-list__actions">
              {actions.map((a) => (
                <FriendActionButton key={a} intent={a} user={p.id} name={name} action={`${basePath}/friends`} redirectTo={here} secondary={a !== 'accept' && a !== 'invite'} />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** `friends`: my friends sorted by last then first name, with search (SPEC §2, §9). */
export function FriendsScreen({ data }: { data: FriendsData }) {
  const { t } = useTranslation('friends');
  const busy = useNavigation().state === 'loading';
  // A friend accepting or leaving elsewhere shows here without a reload.
  useLiveUserScreen(data.eventId, 'friends');
  return (
    <ScreenMain className="friends" aria-labelledby="friends-title">
      <h1 id="friends-title">{t('title')}</h1>
      <Tabs basePath={data.basePath} current="friends" waiting={data.waiting} />
      <FriendNoticeLine notice={data.notice} error={data.error} />
      <Form method="get" role="search" className="attendees-search">
        <label htmlFor="friends-q">{t('search_label')}</label>
        <input id="friends-q" name="q" type="search" defaultValue={data.q} maxLength={200} />
        <button type="submit">{t('search')}</button>
      </Form>
      {data.q ? <p><Link to={`${data.basePath}/friends`}>{t('clear_search')}</Link></p> : null}
      <p aria-live="polite" aria-busy={busy}>{busy ? t('loading') : t('count', { count: data.total })}</p>
      {data.friends.length ? (
        <People people={data.friends} basePath={data.basePath} here={data.here} actions={['remove']} headingLevel={2} />
      ) : (
        <p className="friends-empty">{data.q ? t('search_empty', { q: data.q }) : t('empty')}</p>
      )}
      {data.next !== null ? (
        <Link className="friends-more" to={`?${new URLSearchParams({ ...(data.q ? { q: data.q } : {}), max_id: String(data.next) })}`}>{t('load_more')}</Link>
      ) : null}
    </ScreenMain>
  );
}

/** `friends/invitations`: invitations for me, the ones I sent, and people I may know. */
export function InvitationsScreen({ data }: { data: InvitationsData }) {
  const { t } = useTranslation('friends');
  // A new invitation, or an answer to one of mine, shows here without a reload (and is read out).
  useLiveUserScreen(data.eventId, 'friends');
  const section = (id: string, title: string, people: FriendPerson[], empty: string, actions: Action[]) => (
    <section aria-labelledby={id} aria-live="polite">
      <h2 id={id}>{title}</h2>
      {people.length ? <People people={people} basePath={data.basePath} here={data.here} actions={actions} /> : <p className="friends-empty">{empty}</p>}
    </section>
  );
  return (
    <ScreenMain className="friends" aria-labelledby="friends-title">
      <h1 id="friends-title">{t('title')}</h1>
      <Tabs basePath={data.basePath} current="invitations" waiting={data.received.length} />
      <FriendNoticeLine notice={data.notice} error={data.error} />
      {section('friends-received', t('received'), data.received, t('received_empty'), ['accept', 'decline'])}
      {section('friends-sent', t('sent'), data.sent, t('sent_empty'), ['cancel'])}
      {section('friends-suggestions', t('suggestions'), data.suggestions, t('suggestions_empty'), ['invite'])}
    </ScreenMain>
  );
}
