import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../notifications/use-live-refresh.ts';
import { gameSources, type GamesLeaderboardData } from './games-sources.ts';
import { PointsTable } from './points-table.tsx';
import './games.css';

/**
 * `component/{id}/leaderboard`: the event's points from the one ledger, every game or one per
 * tab, my row marked; it refreshes itself when anyone scores (the event stream's `points`
 * message), and every 10 s while the stream is down.
 */
export function GamesLeaderboardPage({ data, basePath }: { data: GamesLeaderboardData; basePath: string }) {
  const { t } = useTranslation('games');
  useLiveRefresh({ eventId: data.eventId, events: ['points'], pollMs: 10_000, concerns: () => true });
  const navigation = useNavigation();
  const here = `${basePath}/component/${data.component.id}/leaderboard`;
  const tabs = [null, ...gameSources] as const;
  return (
    <section className="gm" aria-labelledby="gm-title">
      <p>
        <Link to={`${basePath}/component/${data.component.id}`}>{t('back', { label: data.component.label })}</Link>
      </p>
      <h1 id="gm-title">{t('board.title')}</h1>
      <nav className="gm-tabs" aria-label={t('board.tabs')}>
        <ul>
          {tabs.map((game) => (
            <li key={game ?? 'all'}>
              <Link to={game ? `${here}?game=${game}` : here} aria-current={data.game === game ? 'page' : undefined} preventScrollReset>
                {t(`board.${game ?? 'all'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="gm-muted" aria-live="polite">
        {t('board.participants', { count: data.participants })}
      </p>
      {data.me && !data.leaderboard.some((r) => r.mine) ? <p className="gm-progress">{t('board.me_below', { position: data.me.position, count: data.me.points })}</p> : null}
      <div aria-busy={navigation.state === 'loading'}>
        <PointsTable rows={data.leaderboard} caption={t(`board.${data.game ?? 'all'}`)} />
      </div>
    </section>
  );
}
