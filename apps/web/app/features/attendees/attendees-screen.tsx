import { useCallback } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '../../components/ui';
import type { ScreenProps } from '../components/screens';
import type { AttendeesData } from './attendees.server';
import { AttendeeList } from './attendee-list.tsx';
import { UserProfile } from './user-profile.tsx';
import './attendees.css';

/** `?a=1&b=2` from the values that are set. */
const query = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '?';
};

/**
 * SPEC §2/§9 attendees: sorted by last then first name, searchable, scrolled page by page, and a
 * person's profile in a dialog (`?user=`), which also works without JavaScript.
 */
export function AttendeesScreen({ data, component, basePath }: ScreenProps<AttendeesData>) {
  const { t } = useTranslation('attendees');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  // The list context a dialog link keeps, so opening and closing a profile leaves the list as it is.
  const keep = { q: data.q, max_id: data.cursor };
  const screenHref = useCallback((p: Record<string, string | number | null>) => query({ q: data.q, max_id: data.cursor, ...p }), [data.q, data.cursor]);
  const pageUrl = useCallback(
    (maxId: number) => `${basePath}/component/${component.id}/attendees.json${query({ q: data.q, max_id: maxId })}`,
    [basePath, component.id, data.q],
  );
  const closeHref = query(keep);
  const close = () => navigate(closeHref, { preventScrollReset: true });
  // Opening shows a spinner dialog at once; closing hides the dialog without waiting for the loader.
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  const opening = pending?.has('user') === true && !data.profile;
  const closing = pending !== null && !pending.has('user');
  const asked = new URLSearchParams(location.search).has('user');
  const searching = pending !== null && (pending.get('q') ?? '').trim() !== data.q;

  return (
    <section className="attendees" aria-labelledby="attendees-title">
      <h1 id="attendees-title">{component.label}</h1>
      <Form method="get" role="search" className="attendees-search">
        <label htmlFor="attendees-q">{t('search_label')}</label>
        <input id="attendees-q" type="search" name="q" defaultValue={data.q} maxLength={200} />
        <button type="submit">{t('search')}</button>
      </Form>
      <p role="status" className="attendees-count">
        {searching ? (
          <>
            <Spinner size="small" /> {t('searching')}
          </>
        ) : (
          t('count', { count: data.total })
        )}
      </p>
      {data.users.length === 0 ? (
        <p className="attendees-empty">{data.q ? t('no_results') : t('empty')}</p>
      ) : (
        <AttendeeList
          key={`${data.q}\u0000${data.cursor ?? ''}`}
          first={data.users}
          firstNext={data.nextMaxId}
          total={data.total}
          pageUrl={pageUrl}
          screenHref={screenHref}
        />
      )}
      {data.continued ? (
        <p>
          <Link to={query({ q: data.q })}>{t('first_page')}</Link>
        </p>
      ) : null}
      {closing ? null : opening ? (
        <Modal title={t('profile.loading')} onClose={close} closeHref={closeHref} size="large">
          <Spinner label={t('profile.loading')} />
        </Modal>
      ) : data.profile ? (
        <Modal title={`${data.profile.user.first_name} ${data.profile.user.last_name}`} onClose={close} closeHref={closeHref} size="large" className="user-profile-modal">
          <UserProfile profile={data.profile} userHref={(token) => screenHref({ user: token })} />
          <p>
            <Link to={`${basePath}/user/${encodeURIComponent(data.profile.user.user_identity_token)}`}>{t('profile.open_page')}</Link>
          </p>
        </Modal>
      ) : asked ? (
        <Modal title={t('profile.not_found_title')} onClose={close} closeHref={closeHref} size="small">
          <p>{t('profile.not_found')}</p>
        </Modal>
      ) : null}
    </section>
  );
}
