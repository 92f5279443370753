import { useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '../../components/ui';
import type { ScreenProps } from '../components/screens';
import type { SpeakersData } from './load-speakers.server';
import { searchSpeakers } from './search-speakers.ts';
import { SpeakerAvatar } from './speaker-avatar.tsx';
import { When } from '../../components/when.tsx';
import './speakers.css';

/** SPEC §2/§9 speakers: VIP first then order, fuzzy search (server via `?q=`, live with JS). */
export function SpeakersScreen({ data, component }: ScreenProps<SpeakersData>) {
  const { t } = useTranslation('speakers');
  const [query, setQuery] = useState(data.q);
  const shown = searchSpeakers(data.speakers, query);
  const keep = query.trim() ? `q=${encodeURIComponent(query.trim())}&` : '';
  const sel = data.selected;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const closeHref = keep ? `?${keep.slice(0, -1)}` : '?';
  const close = () => navigate(closeHref, { preventScrollReset: true });
  // The dialog opens with a spinner at once and closes without waiting for the loader.
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  return (
    <section className="speakers" aria-labelledby="speakers-title">
      <h1 id="speakers-title">{component.label}</h1>
      <Form method="get" role="search" className="speakers__search">
        <label htmlFor="speakers-q">{t('search.label')}</label>
        <div className="speakers__search-row">
          <input id="speakers-q" type="search" name="q" value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder={t('search.placeholder')} autoComplete="off" />
          <button type="submit">{t('search.submit')}</button>
        </div>
      </Form>
      <p className="speakers__count" role="status" aria-live="polite">
        {query.trim() ? t('search.count', { count: shown.length }) : ''}
      </p>
      {data.speakers.length === 0 ? (
        <p className="speakers__empty">{t('empty')}</p>
      ) : shown.length === 0 ? (
        <p className="speakers__empty">{t('noResults', { query })}</p>
      ) : (
        <ul className="speakers__list">
          {shown.map((s) => (
            <li key={s.id} className="speaker-card">
              <SpeakerAvatar speaker={s} />
              <div className="speaker-card__text">
                <h2 className="speaker-card__name">
                  <Link to={`?${keep}speaker=${s.id}`} preventScrollReset>
                    {s.first_name} {s.last_name}
                  </Link>
                </h2>
                {s.vip ? <span className="speaker-card__vip">{t('vip')}</span> : null}
                {s.position ? <p className="speaker-card__position">{s.position}</p> : null}
                {s.company ? <p className="speaker-card__company">{s.company}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending && !pending.has('speaker') ? null : pending?.has('speaker') && !sel ? (
        <Modal title={t('loading')} onClose={close} closeHref={closeHref} size="large">
          <Spinner label={t('loading')} />
        </Modal>
      ) : sel ? (
        <Modal title={`${sel.first_name} ${sel.last_name}`} onClose={close} closeHref={closeHref} size="large">
          <div className="speaker-details">
            <SpeakerAvatar speaker={sel} />
            {sel.position || sel.company ? <p>{[sel.position, sel.company].filter(Boolean).join(', ')}</p> : null}
            {sel.description ? <p className="speaker-details__description">{sel.description}</p> : null}
            {sel.email ? (
              <p>
                {t('email')}: <a href={`mailto:${sel.email}`}>{sel.email}</a>
              </p>
            ) : null}
            {sel.phone ? <p>{t('phone')}: {sel.phone}</p> : null}
            <h3>{t('sessions')}</h3>
            {sel.agenda_sessions.length ? (
              <ul>
                {sel.agenda_sessions.map((a) => (
                  <li key={a.id}>
                    {a.name} — <When value={a.time_start} end={a.time_end} style="datetime" />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('noSessions')}</p>
            )}
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
