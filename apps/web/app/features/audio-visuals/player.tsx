import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import type { AudioVisualsData } from './audio-visuals.server';

type Item = AudioVisualsData['audio_visuals'][number];

const host = (provider: string) => (provider === 'vimeo' ? 'Vimeo' : 'YouTube');

/**
 * Privacy first: nothing is fetched from YouTube or Vimeo until the visitor asks to play. The
 * button then swaps for the player (youtube-nocookie / Vimeo dnt), with a spinner until it loads.
 */
function Embed({ item, src }: { item: Item; src: string }) {
  const { t } = useTranslation('venues');
  const [state, setState] = useState<'idle' | 'loading' | 'ready'>('idle');
  if (state === 'idle') {
    return (
      <div className="av-player av-player--idle" style={item.thumbnail ? { backgroundImage: `url("${encodeURI(item.thumbnail)}")` } : undefined}>
        <button type="button" className="av-play" onClick={() => setState('loading')}>
          <span aria-hidden="true" className="av-play__icon">▶</span>
          {t('audio_visuals.play', { title: item.title })}
        </button>
        <p className="av-consent">{t('audio_visuals.consent', { provider: host(item.provider) })}</p>
      </div>
    );
  }
  return (
    <div className="av-player" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? <Spinner label={t('audio_visuals.loading_player')} /> : null}
      <iframe
        src={src}
        title={item.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setState('ready')}
      />
    </div>
  );
}

/** Our own files play in the browser's player; nothing loads before the visitor presses play. */
function FilePlayer({ item, src }: { item: Item; src: string }) {
  const { t } = useTranslation('venues');
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert tone="error">{t('audio_visuals.failed')}</Alert>;
  if (item.media === 'audio') {
    return <audio className="av-audio" controls preload="none" src={src} aria-label={item.title} onError={() => setFailed(true)} />;
  }
  return (
    <video className="av-video" controls preload="none" src={src} poster={item.thumbnail ?? undefined} aria-label={item.title} onError={() => setFailed(true)} />
  );
}

export function Player({ item }: { item: Item }) {
  const { t } = useTranslation('venues');
  if (item.embed_url) return <Embed item={item} src={item.embed_url} />;
  if (item.file_url) return <FilePlayer item={item} src={item.file_url} />;
  return <p className="vx-empty">{t('audio_visuals.unavailable')}</p>;
}
