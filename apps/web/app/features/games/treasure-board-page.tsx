import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../notifications/use-live-refresh.ts';
import type { TreasureBoardData } from './games.server.ts';
import { PointsTable } from './points-table.tsx';
import './games.css';

/** `treasure-hunt/{uuid}` (SPEC §2): a hunt's public ranking, short names only, live as people score. */
export function TreasureBoardPage({ data, basePath }: { data: TreasureBoardData; basePath: string }) {
  const { t } = useTranslation('games');
  useLiveRefresh({ eventId: data.eventId, events: ['points'], pollMs: 10_000, concerns: (m) => ['treasure_hunt', 'void'].includes(String((m as { source?: unknown } | null)?.source)) });
  return (
    <section className="gm" aria-labelledby="gm-title">
      <p>
        <Link to={`${basePath}/component/${data.treasure_hunt.event_component_id}`}>{t('public.back')}</Link>
      </p>
      <h1 id="gm-title">{t('public.title', { name: data.treasure_hunt.name })}</h1>
      <p className="gm-muted" aria-live="polite">
        {t('board.participants', { count: data.participants })}
      </p>
      <PointsTable rows={data.leaderboard} caption={t('board.treasure_hunt')} total={data.total} />
    </section>
  );
}
