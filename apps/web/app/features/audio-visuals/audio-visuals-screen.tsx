import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import { LoginNotice, ScreenFrame } from '../venues/screen-frame.tsx';
import type { AudioVisualsData } from './audio-visuals.server';
import { Player } from './player.tsx';
import './audio-visuals.css';

/** SPEC §2 "audio-visuals": recordings with a player that loads only when asked to. */
export function AudioVisualsScreen({ data, component }: ScreenProps<AudioVisualsData>) {
  const { t } = useTranslation('venues');
  const locked = data.login_required_count;
  return (
    <ScreenFrame id="audio-visuals" title={component.label} loadingLabel={t('loading')} empty={data.audio_visuals.length === 0 && locked === 0} emptyText={t('audio_visuals.empty')}>
      {locked > 0 && !data.signedIn ? <LoginNotice text={t('audio_visuals.login_for_more', { count: locked })} linkText={t('log_in')} /> : null}
      <ul className="av-list">
        {data.audio_visuals.map((item) => (
          <li key={item.id} className="av-item">
            <h2 className="av-item__title">{item.title}</h2>
            {item.description ? <p>{item.description}</p> : null}
            <Player item={item} />
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
