import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import '../scan-game/scan-game.css';

/** On my profile: my personal QR for the scan game, and the ways to the scan game and the photo booth. */
export function ProfileGames({ games, basePath }: { games: { componentId: number; qrSvg: string }; basePath: string }) {
  const { t } = useTranslation('scangame');
  const here = `${basePath}/component/${games.componentId}`;
  return (
    <section aria-labelledby="profile-games-title" className="profile-games">
      <h2 id="profile-games-title">{t('profile_qr_title')}</h2>
      <p>{t('profile_qr_text')}</p>
      <div className="scan-game__qr" role="img" aria-label={t('my_code_label')} dangerouslySetInnerHTML={{ __html: games.qrSvg }} />
      <div className="fy-actions">
        <Link to={`${here}/scan`} className={buttonClass('primary')}>
          {t('profile_link')}
        </Link>
        <Link to={`${here}/photo-booth`} className={buttonClass('secondary')}>
          {t('profile_booth_link')}
        </Link>
      </div>
    </section>
  );
}
