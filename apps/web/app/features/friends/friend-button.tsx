import { Form, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FriendState } from '@foyer/core/friends/friendship-state';
import { FriendNoticeLine } from './friend-notice.tsx';
import { readOutcome } from '../components/outcome-query.ts';
import { friendOutcomes } from './friend-outcomes.ts';

type Intent = 'invite' | 'accept' | 'decline' | 'cancel' | 'remove';
const label: Record<Intent, 'add' | 'accept' | 'decline' | 'cancel' | 'remove'> = { invite: 'add', accept: 'accept', decline: 'decline', cancel: 'cancel', remove: 'remove' };

/**
 * One friend action as a form post (works without JavaScript). The person's name follows the
 * visible words only for screen readers, so the button's name still starts with what it shows
 * (WCAG 2.5.3). Every friend button is disabled while any form is being sent (SPEC §5: friend
 * actions blocked while a request runs).
 */
export function FriendActionButton({ intent, user, name, action, redirectTo, secondary = false }: { intent: Intent; user: string; name: string; action: string; redirectTo: string; secondary?: boolean }) {
  const { t } = useTranslation('friends');
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" action={action} className="friend-action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user" value={user} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" disabled={busy} aria-disabled={busy} className={secondary ? 'friend-action__secondary' : undefined}>
        {t(label[intent])}
        <span className="visually-hidden">: {name}</span>
      </button>
    </Form>
  );
}

/** Where the viewer stands with someone, and what they can do about it (a profile, a row). */
export function FriendControls({ state, user, name, action, redirectTo }: { state: FriendState; user: string; name: string; action: string; redirectTo: string }) {
  const { t } = useTranslation('friends');
  const p = { user, name, action, redirectTo };
  // The outcome of the action that brought the viewer back here (friendAction's redirect).
  const [params] = useSearchParams();
  const { notice, error } = readOutcome(friendOutcomes, params);
  if (state === 'self') return null;
  return (
    <div className="friend-controls">
      <FriendNoticeLine notice={notice} error={error} />
      {state === 'none' ? <FriendActionButton intent="invite" {...p} /> : null}
      {state === 'requested' ? (
        <>
          <p className="friend-controls__state">{t('state_requested')}</p>
          <FriendActionButton intent="cancel" secondary {...p} />
        </>
      ) : null}
      {state === 'pending' ? (
        <>
          <p className="friend-controls__state">{t('state_pending', { name })}</p>
          <FriendActionButton intent="accept" {...p} />
          <FriendActionButton intent="decline" secondary {...p} />
        </>
      ) : null}
      {state === 'friends' ? (
        <>
          <p className="friend-controls__state">{t('state_friends')}</p>
          <FriendActionButton intent="remove" secondary {...p} />
        </>
      ) : null}
    </div>
  );
}
