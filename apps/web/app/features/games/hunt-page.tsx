import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HuntPageData, ScanAnswer } from './games.server.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { ScanAnswerBox } from './scan-answer.tsx';
import { TreasureScanner } from './treasure-scanner.tsx';
import './games.css';

/** `component/{id}/treasure-hunt/{huntId}`: progress, the scanner, the answer of the last scan and what I found. */
export function HuntPage({ data, answer, basePath }: { data: HuntPageData; answer: ScanAnswer | undefined; basePath: string }) {
  const { t } = useTranslation('games');
  const hub = `${basePath}/component/${data.component.id}`;
  return (
    <section className="gm" aria-labelledby="gm-title">
      <p>
        <Link to={hub}>{t('back', { label: data.component.label })}</Link>
      </p>
      <h1 id="gm-title">{data.treasure_hunt.name}</h1>
      {data.treasure_hunt.description ? <p className="gm-muted">{data.treasure_hunt.description}</p> : null}
      {data.window.from || data.window.to ? (
        <p>{data.window.from && data.window.to ? t('hunt.window', { from: data.window.from, to: data.window.to }) : data.window.from ? t('hunt.window_from', { from: data.window.from }) : t('hunt.window_to', { to: data.window.to })}</p>
      ) : null}
      <ProgressMeter found={data.progress.found} total={data.progress.total} points={data.progress.points} />
      <ScanAnswerBox answer={answer} basePath={basePath} />
      <TreasureScanner answered={answer} />
      <h2>{t('hunt.found_title')}</h2>
      {data.found.length === 0 ? (
        <p>{t('hunt.none_found')}</p>
      ) : (
        <ul className="gm-found">
          {data.found.map((f) => (
            <li key={f.id}>
              <span>
                <strong>{f.name}</strong> <span className="gm-muted">{t('hunt.found_at', { when: f.when })}</span>
              </span>
              <span>{t('points', { count: f.points })}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`${hub}/leaderboard?game=treasure_hunt`}>{t('hub.leaderboard')}</Link> · <Link to={`${basePath}/treasure-hunt/${data.treasure_hunt.uuid}`}>{t('hub.public_board')}</Link>
      </p>
    </section>
  );
}
