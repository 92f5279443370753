import { useTranslation } from 'react-i18next';
import { Countdown, LandingDataContext, type LandingData, type LandingEvent } from '@foyer/landing';
import type { EventRecord } from '@foyer/core/events/event-record';
import { formatEventDates } from './format-event-dates.ts';
import { httpHref, mailHref, mapHref, socialLinks, telHref } from './event-links.ts';
import '../access/screens.css';
import './dashboard.css';
import { ScreenMain } from '../../components/screen-main';

type Props = {
  /** The event layout's record: the landing page's fields and the organizer's phone. */
  event: LandingEvent & Pick<EventRecord, 'phone' | 'phone_country_code'>;
  components: LandingData['components'];
  basePath: string;
  locale: string;
  now: string;
  loggedIn: boolean;
};

function External({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('info.new_tab')}</span>
    </a>
  );
}

/**
 * SPEC §2 "event info": when and where (dates in the event's zone, the address with a map link),
 * how to reach the organizer, the social profiles, the description, and the countdown timer of
 * the landing page (days, hours, minutes, seconds) reused as it is.
 */
export function EventInfoScreen({ event, components, basePath, locale, now, loggedIn }: Props) {
  const { t } = useTranslation('dashboard');
  const map = mapHref(event.lat, event.lon);
  const website = httpHref(event.website);
  const tel = telHref(event.phone, event.phone_country_code);
  const mail = mailHref(event.email);
  const socials = socialLinks(event);
  const landing: LandingData = { event, components, previews: {}, now, loggedIn, locale, basePath };
  return (
    <ScreenMain className="fy-screen fy-screen--wide db ev-info" aria-labelledby="screen-title">
      <div className="ev-info__head">
        {event.logo ? <img src={event.logo} alt="" width={64} height={64} className="db-card__logo" /> : null}
        <h1 id="screen-title" className="fy-screen__title">
          {event.title}
        </h1>
      </div>
      <p className="fy-muted">{t('info.title')}</p>

      <section aria-labelledby="ev-when">
        <h2 id="ev-when">{t('info.when')}</h2>
        <p>
          <time dateTime={event.start_date}>{formatEventDates(event.start_date, event.end_date, locale, event.timezone, 'long')}</time>
        </p>
        <p className="fy-muted">{t('info.times_in_zone', { zone: event.timezone.replaceAll('_', ' ') })}</p>
        <LandingDataContext.Provider value={landing}>
          <div className="ev-info__countdown">
            <Countdown target="start" />
          </div>
        </LandingDataContext.Provider>
      </section>

      <section aria-labelledby="ev-where">
        <h2 id="ev-where">{t('info.where')}</h2>
        {event.place_address ? <address className="ev-info__address">{event.place_address}</address> : <p>{t('info.no_place')}</p>}
        {map ? (
          <p>
            <External href={map}>{t('info.map')}</External>
          </p>
        ) : null}
      </section>

      {website || tel || mail ? (
        <section aria-labelledby="ev-contact">
          <h2 id="ev-contact">{t('info.contact')}</h2>
          <dl className="ev-info__contact">
            {website ? (
              <>
                <dt>{t('info.website')}</dt>
                <dd>
                  <External href={website}>{website.replace(/^https?:\/\//i, '')}</External>
                </dd>
              </>
            ) : null}
            {tel ? (
              <>
                <dt>{t('info.phone')}</dt>
                <dd>
                  <a href={tel}>{[event.phone_country_code, event.phone].filter(Boolean).join(' ')}</a>
                </dd>
              </>
            ) : null}
            {mail ? (
              <>
                <dt>{t('info.email')}</dt>
                <dd>
                  <a href={mail}>{event.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      {socials.length ? (
        <section aria-labelledby="ev-social">
          <h2 id="ev-social">{t('info.social')}</h2>
          <ul className="ev-info__social">
            {socials.map((s) => (
              <li key={s.name}>
                <External href={s.href}>{s.name}</External>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {event.description ? (
        <section aria-labelledby="ev-about">
          <h2 id="ev-about">{t('info.about')}</h2>
          <p className="ev-info__description">{event.description}</p>
        </section>
      ) : null}
    </ScreenMain>
  );
}
