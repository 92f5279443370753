import { Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '../../components/ui/index.ts';
import { errorText } from '../access/error-text.ts';
import { screenUrl } from '../access/safe-redirect.ts';
import type { DashboardData } from './dashboard.server.ts';
import { dashboardHref, dashboardTabs, type DashboardTab } from './dashboard-query.ts';
import { EventList, type CardEvent } from './event-card.tsx';
import { MyLocationButton } from './my-location-button.tsx';
import '../access/screens.css';
import './dashboard.css';
import { ScreenMain } from '../../components/screen-main';

type Props = { data: DashboardData; locale: string };
const phases = ['ongoing', 'upcoming', 'past'] as const;

function Failed({ code }: { code: string }) {
  const { t } = useTranslation('dashboard');
  const location = useLocation();
  return (
    <Alert tone="error" title={t('error')}>
      <p>{errorText(t, code)}</p>
      <p>
        <Link to={`${location.pathname}${location.search}`} reloadDocument>
          {t('retry')}
        </Link>
      </p>
    </Alert>
  );
}

function Section({ events, empty, label, locale, now, showPhase, more }: { events: CardEvent[]; empty: string; label: string; locale: string; now: string; showPhase?: boolean; more?: { shown: number; total: number } | undefined }) {
  const { t } = useTranslation('dashboard');
  if (events.length === 0) return <p className="db-empty">{empty}</p>;
  return (
    <>
      <EventList events={events} label={label} locale={locale} now={now} showPhase={showPhase ?? false} />
      {more && more.total > more.shown ? <p className="fy-muted">{t('more', { shown: more.shown, total: more.total })}</p> : null}
    </>
  );
}

/** My events, or one of its sections: guests are asked to sign in first. */
function MinePanel({ data, locale, tab }: Props & { tab: Exclude<DashboardTab, 'near'> }) {
  const { t } = useTranslation('dashboard');
  if (!data.signedIn) {
    return (
      <Alert tone="info">
        <p>{t('sign_in_prompt')}</p>
        <p>
          <Link to={screenUrl(data.basePath, 'login', dashboardHref(data.basePath, tab))}>{t('log_in')}</Link>
        </p>
      </Alert>
    );
  }
  if (!data.mine) return null;
  if (!data.mine.ok) return <Failed code={data.mine.code} />;
  const mine = data.mine.value;
  if (tab !== 'mine') {
    const s = mine[tab];
    return <Section events={s.events} empty={t(`empty.${tab}`)} label={t(`tabs.${tab}`)} locale={locale} now={data.now} more={{ shown: s.events.length, total: s.meta.all_items }} />;
  }
  if (phases.every((p) => mine[p].events.length === 0)) return <p className="db-empty">{t('empty.mine')}</p>;
  return (
    <>
      {phases.map((p) =>
        mine[p].events.length ? (
          <section key={p} aria-labelledby={`db-mine-${p}`}>
            <h3 id={`db-mine-${p}`} className="db-subtitle">
              {t(`tabs.${p}`)}
            </h3>
            <Section events={mine[p].events} empty="" label={t(`tabs.${p}`)} locale={locale} now={data.now} showPhase={false} more={{ shown: mine[p].events.length, total: mine[p].meta.all_items }} />
          </section>
        ) : null,
      )}
    </>
  );
}

function NearPanel({ data, locale }: Props) {
  const { t } = useTranslation('dashboard');
  const intro =
    data.origin === 'browser'
      ? t('near.from_browser')
      : data.origin === 'event'
        ? t('near.from_event', { place: data.event.place_address || data.event.title })
        : t('near.no_origin');
  return (
    <>
      <p className="db-intro">{intro}</p>
      <div className="db-near-actions">
        <MyLocationButton basePath={data.basePath} hasFallback={data.event.has_place} />
        {data.origin === 'browser' && data.event.has_place ? <Link to={dashboardHref(data.basePath, 'near')}>{t('near.use_event_location')}</Link> : null}
      </div>
      {!data.near ? null : !data.near.ok ? (
        <Failed code={data.near.code} />
      ) : (
        <Section events={data.near.value.events} empty={t('empty.near')} label={t('tabs.near')} locale={locale} now={data.now} />
      )}
    </>
  );
}

/**
 * SPEC §2 dashboard: my events (all, or upcoming / ongoing / past) and events near you. The
 * sections are plain links (`?tab=`), so every one works without JavaScript and can be shared.
 */
export function DashboardScreen({ data, locale }: Props) {
  const { t } = useTranslation('dashboard');
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === `${data.basePath}/dashboard`;
  const count = (tab: DashboardTab) => (tab === 'mine' || tab === 'near' || !data.mine?.ok ? null : data.mine.value[tab].meta.all_items);
  return (
    <ScreenMain className="fy-screen fy-screen--wide db" aria-labelledby="screen-title">
      <h1 id="screen-title" className="fy-screen__title">
        {t('title')}
      </h1>
      <nav aria-label={t('tabs_label')}>
        <ul className="db-tabs">
          {dashboardTabs.map((tab) => {
            const n = count(tab);
            return (
              <li key={tab}>
                <Link to={dashboardHref(data.basePath, tab)} aria-current={tab === data.tab ? 'page' : undefined} preventScrollReset>
                  {t(`tabs.${tab}`)}
                  {n !== null ? <span className="db-count"> {n}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="db-panel" aria-labelledby="db-panel-title" aria-busy={loading || undefined}>
        <h2 id="db-panel-title">{t(`tabs.${data.tab}`)}</h2>
        {loading ? <Spinner label={t('loading')} /> : null}
        <div className={loading ? 'fy-busy' : undefined}>
          {data.tab === 'near' ? <NearPanel data={data} locale={locale} /> : <MinePanel data={data} locale={locale} tab={data.tab} />}
        </div>
      </section>
    </ScreenMain>
  );
}
