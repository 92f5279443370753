import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckInPage } from '@foyer/core/checkin/check-in-filter';
import type { OfflineLists } from './offline/door-client-loader.ts';
import { Alert, Button, Field } from '../../components/ui/index.ts';

export interface CheckInListData extends Omit<CheckInPage, 'tickets'> {
  tickets: (CheckInPage['tickets'][number] & { when: string | null })[];
}

/**
 * Who is in and who is not yet, with a search, the latest check-ins first, and undo. `offline`:
 * the list comes from the phone's copy of the tickets (no network), where undo cannot be done.
 */
export function CheckInList({ list, filter, undone, offline }: { list: CheckInListData; filter: { state: string; q: string }; undone: { name: string; ok: boolean; offline?: boolean } | null; offline?: OfflineLists['offline'] }) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state !== 'idle';
  const { search } = useLocation();
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `?${params.toString()}`;
  };
  return (
    <section className="fy-checkin__list" aria-labelledby="checkin-list-title">
      <h2 id="checkin-list-title">{t('check_in.list_title')}</h2>
      <p className="fy-checkin__count">{t('check_in.count', { count: list.total, in: list.checked_in })}</p>
      {offline ? (
        <p className="fy-checkin__offline-alert" role="status">
          {t('check_in.offline.list', { when: offline.as_of })}
        </p>
      ) : null}
      {undone ? <Alert tone={undone.ok ? 'success' : 'error'}>{undone.ok ? t('check_in.undone', { name: undone.name }) : undone.offline ? t('check_in.offline.undo') : t('check_in.undo_failed')}</Alert> : null}
      <Form method="get" className="fy-checkin__search" role="search">
        <Field name="q" type="search" label={t('check_in.search')} defaultValue={filter.q} maxLength={100} />
        <label className="ui-field__label" htmlFor="checkin-state">
          {t('check_in.state_label')}
        </label>
        <select id="checkin-state" name="state" defaultValue={filter.state} className="fy-checkin__state">
          <option value="all">{t('check_in.state.all')}</option>
          <option value="in">{t('check_in.state.in')}</option>
          <option value="out">{t('check_in.state.out')}</option>
        </select>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('check_in.search_submit')}
        </Button>
      </Form>
      {list.tickets.length === 0 ? (
        <p className="fy-empty">{t('check_in.empty')}</p>
      ) : (
        <ul className="fy-requests">
          {list.tickets.map((ticket) => (
            <li key={ticket.code} className="fy-request">
              <div className="fy-request__who">
                <p className="fy-request__name">{ticket.holder_name}</p>
                <p>
                  {ticket.ticket_name ? `${ticket.ticket_name} · ` : ''}
                  {ticket.when
                    ? ticket.checked_in_by
                      ? t('check_in.when_by', { when: ticket.when, who: ticket.checked_in_by })
                      : t('check_in.when', { when: ticket.when })
                    : t('check_in.not_yet')}
                </p>
              </div>
              {ticket.checked_in_at && !offline ? (
                <Form method="post" className="fy-request__actions">
                  <input type="hidden" name="code" value={ticket.code} />
                  <Button type="submit" name="intent" value="undo" variant="secondary" disabled={busy} aria-label={t('check_in.undo_named', { name: ticket.holder_name })}>
                    {t('check_in.undo')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list.page > 1 || list.has_more ? (
        <nav className="fy-checkin__pages" aria-label={t('check_in.pages')}>
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{t('check_in.previous')}</Link> : null}
          {list.has_more ? <Link to={pageHref(list.page + 1)}>{t('check_in.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
