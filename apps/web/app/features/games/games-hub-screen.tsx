import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import type { GamesHubData } from './games.server.ts';
import { ProgressMeter } from './progress-meter.tsx';
import './games.css';

/** `component/{id}` of a Games component: a card per treasure hunt (with my progress), per other game, and the leaderboard. */
export function GamesHubScreen({ data, component, basePath }: ScreenProps<GamesHubData>) {
  const { t } = useTranslation('games');
  const here = `${basePath}/component/${component.id}`;
  const others = [
    { to: `${here}/scan`, title: t('hub.scan'), text: t('hub.scan_text') },
    { to: `${here}/photo-booth`, title: t('hub.photo_booth'), text: t('hub.photo_booth_text') },
    { to: `${here}/leaderboard`, title: t('hub.leaderboard'), text: t('hub.leaderboard_text') },
  ];
  return (
    <section className="gm" aria-labelledby="gm-title">
      <h1 id="gm-title">{component.label}</h1>
      <p className="gm-muted">{t('hub.intro')}</p>
      {data.signedIn ? (
        <p className="gm-progress">{data.me ? t('hub.my_points', { count: data.me.points, position: data.me.position }) : t('hub.no_points')}</p>
      ) : (
        <p>{t('hub.sign_in')}</p>
      )}
      <h2>{t('hub.hunts')}</h2>
      {data.hunts.length === 0 ? (
        <p>{t('hub.no_hunts')}</p>
      ) : (
        <ul className="gm-cards">
          {data.hunts.map((hunt) => (
            <li key={hunt.id} className="gm-card">
              <h3>
                <Link to={`${here}/treasure-hunt/${hunt.id}`}>{hunt.name}</Link>
              </h3>
              {hunt.description ? <p className="gm-muted">{hunt.description}</p> : null}
              {data.signedIn ? <ProgressMeter found={hunt.progress.found} total={hunt.progress.total} points={hunt.progress.points} /> : null}
              <p>
                <Link to={`${basePath}/treasure-hunt/${hunt.uuid}`} aria-label={t('hub.public_board_of', { name: hunt.name })}>
                  {t('hub.public_board')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('hub.more')}</h2>
      <ul className="gm-cards">
        {others.map((o) => (
          <li key={o.to} className="gm-card">
            <h3>
              <Link to={o.to}>
                {o.title}
              </Link>
            </h3>
            <p className="gm-muted">{o.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
