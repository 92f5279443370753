import { useTranslation } from 'react-i18next';
import { Countdown } from '../countdown/countdown.tsx';
import { formatEventDates } from '../format/format-dates.ts';
import { useLandingData } from '../landing-data-context.ts';
import { isSafeHref, type LpSettings } from '../schema/index.ts';

function safeImage(url: string | null): string | null {
  return url && isSafeHref(url) ? url : null;
}

/** Banner, logo, title, dates, place, call to action and (when enabled) the countdown. */
export function PageHeader({ settings }: { settings: Pick<LpSettings, 'header' | 'timer' | 'navbar'> }) {
  const { t } = useTranslation('landing');
  const { event, locale } = useLandingData();
  const { header, timer } = settings;
  const title = header.title?.trim() || event.title;
  const banner = safeImage(event.lp_banner) ?? safeImage(event.banner);
  const logo = header.show_logo ? safeImage(event.logo) : null;
  const dates = header.show_dates ? formatEventDates(event.start_date, event.end_date, locale, event.timezone) : '';
  const place = header.show_place ? event.place_address?.trim() : undefined;
  const cta = header.cta && isSafeHref(header.cta.href) ? header.cta : undefined;

  return (
    <header className={`lp-header${banner ? ' lp-header--banner' : ''}`}>
      {/* Decorative: the title below says what the event is. */}
      {banner ? <img className="lp-header__banner" src={banner} alt="" /> : null}
      <div className="lp-header__inner">
        {logo ? (
          <img
            className={`lp-header__logo${settings.navbar.logo_outline ? ' lp-header__logo--outline' : ''}`}
            src={logo}
            alt={t('header.logoAlt', { title: event.title })}
          />
        ) : null}
        <h1 className="lp-header__title">{title}</h1>
        {header.subtitle?.trim() ? <p className="lp-header__subtitle">{header.subtitle}</p> : null}
        {dates ? (
          <p className="lp-header__dates">
            {/* Node's and the browser's ICU may differ in spacing; the server's text is kept. */}
            <time dateTime={event.start_date} suppressHydrationWarning>
              {dates}
            </time>
          </p>
        ) : null}
        {place ? <p className="lp-header__place">{place}</p> : null}
        {cta ? (
          <p className="lp-header__cta">
            <a className="lp-button" href={cta.href}>
              {cta.label}
            </a>
          </p>
        ) : null}
        {timer.enabled ? <Countdown target={timer.target} label={timer.label} /> : null}
      </div>
    </header>
  );
}
