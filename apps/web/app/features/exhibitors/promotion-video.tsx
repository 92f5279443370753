import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/ui';
import { videoEmbed } from './video-embed.ts';

/**
 * The promotion film, click to load (privacy): until the visitor presses the button nothing is
 * requested from the video host. Without JavaScript, or for a host we do not embed, a link.
 */
export function PromotionVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('exhibitors');
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  const link = (
    <a href={url} rel="noopener noreferrer" target="_blank">
      {t('watchVideo')}
    </a>
  );
  if (!embed || !hydrated) return <p>{link}</p>;
  if (playing) {
    return (
      <div className="promotion-video">
        <iframe src={embed.src} title={t('videoTitle', { name: title })} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen loading="lazy" />
      </div>
    );
  }
  return (
    <div className="promotion-video promotion-video--consent">
      <p>{t('videoConsent', { host: embed.host })}</p>
      <button type="button" className="ui-button ui-button--primary" onClick={() => setPlaying(true)}>
        {t('playVideo')}
      </button>
      <p>{link}</p>
    </div>
  );
}
