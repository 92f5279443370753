import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { ScreenProps } from '../components/screens';
import type { AttendeesData } from './attendees.server';
import './attendees.css';

const initials = (u: { first_name: string; last_name: string }) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase();

export function AttendeesScreen({ data, component }: ScreenProps<AttendeesData>) {
  const { t } = useTranslation('attendees');
  const more = new URLSearchParams();
  if (data.q) more.set('q', data.q);
  if (data.nextMaxId !== null) more.set('max_id', String(data.nextMaxId));
  return (
    <section className="attendees">
      <h1>{component.label}</h1>
      <Form method="get" role="search" className="attendees-search">
        <label htmlFor="attendees-q">{t('search_label')}</label>
        <input id="attendees-q" type="search" name="q" defaultValue={data.q} />
        <button type="submit">{t('search')}</button>
      </Form>
      <p role="status">{t('count', { count: data.total })}</p>
      {data.users.length === 0 ? (
        <p className="attendees-empty">{data.q ? t('no_results') : t('empty')}</p>
      ) : (
        <ul className="attendees-list">
          {data.users.map((u) => (
            <li key={u.id}>
              {u.picture ? <img src={u.picture} alt="" className="attendees-avatar" /> : <span className="attendees-avatar" aria-hidden="true">{initials(u)}</span>}
              <div>
                <h2>{u.last_name} {u.first_name}</h2>
                {(u.position || u.company) && <p>{[u.position, u.company].filter(Boolean).join(', ')}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.continued && <p><Link to={data.q ? `?q=${encodeURIComponent(data.q)}` : '?'}>{t('first_page')}</Link></p>}
      {data.nextMaxId !== null && <p><Link to={`?${more}`} className="attendees-more">{t('load_more')}</Link></p>}
    </section>
  );
}
