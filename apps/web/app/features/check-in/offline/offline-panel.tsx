import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/index.ts';
import { formatDoorTime } from './door-offline.ts';
import { useOfflineDoor } from './use-offline-door.ts';

/**
 * What the door has for a network outage: its copy of the tickets (how many, how fresh), the
 * scans waiting to be sent, and the conflicts a sync found (a ticket another door let in first),
 * each with the check-in that stands.
 */
export function OfflinePanel({ door, listsOffline }: { door: string; listsOffline: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const revalidator = useRevalidator();
  // Scans sent: the door's lists (who is in, the counts) are fetched again.
  const state = useOfflineDoor(door, () => void revalidator.revalidate());
  // Lists answered from the copy are the server's again once the network is back.
  const { online } = state;
  useEffect(() => {
    if (online && listsOffline) void revalidator.revalidate();
  }, [online, listsOffline]); // eslint-disable-line react-hooks/exhaustive-deps -- the revalidator changes on every render
  const when = (at: string | null) => (state.copy ? formatDoorTime(at, i18n.language, state.copy.timezone) : null);
  return (
    <section className="fy-checkin__offline" aria-labelledby="door-offline-title">
      <h2 id="door-offline-title">{t('check_in.offline.title')}</h2>
      <div role="status" aria-live="polite">
        {!state.online ? <p className="fy-checkin__offline-alert">{t('check_in.offline.no_network')}</p> : null}
        <p>
          {state.copy
            ? t('check_in.offline.copy', { count: state.copy.count, when: when(state.copy.fetched_at) })
            : state.problem
              ? t('check_in.offline.no_copy')
              : t('check_in.offline.preparing')}
        </p>
        {state.problem === 'reauth' ? <p>{t('check_in.offline.reauth')}</p> : null}
        {state.problem === 'failed' && state.online && state.copy ? <p>{t('check_in.offline.refresh_failed')}</p> : null}
        <p>{state.pending > 0 ? t('check_in.offline.pending', { count: state.pending }) : t('check_in.offline.all_sent')}</p>
      </div>
      {state.pending > 0 && state.online ? (
        <Button type="button" variant="secondary" onClick={state.syncNow} disabled={state.syncing}>
          {state.syncing ? t('check_in.offline.sending') : t('check_in.offline.send_now')}
        </Button>
      ) : null}
      {state.conflicts.length > 0 ? (
        <div className="fy-checkin__conflicts" role="alert">
          <h3>{t('check_in.offline.conflicts_title')}</h3>
          <ul>
            {state.conflicts.map((c) => (
              <li key={c.id}>
                <strong>{c.holder_name ?? t('check_in.outcome.not_recognised')}</strong>
                {c.ticket_name ? ` · ${c.ticket_name}` : null}
                <br />
                {c.outcome === 'conflict'
                  ? c.checked_in_by
                    ? t('check_in.offline.conflict_by', { scanned: when(c.scanned_at), when: when(c.checked_in_at), who: c.checked_in_by })
                    : t('check_in.offline.conflict', { scanned: when(c.scanned_at), when: when(c.checked_in_at) })
                  : t('check_in.offline.refused', { scanned: when(c.scanned_at), outcome: t(`check_in.outcome.${c.outcome}`) })}
              </li>
            ))}
          </ul>
          <Button type="button" variant="secondary" onClick={state.dismiss}>
            {t('check_in.offline.dismiss')}
          </Button>
        </div>
      ) : null}
      <p className="fy-checkin__note">{t('check_in.offline.install_hint')}</p>
    </section>
  );
}
