import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVideoUrl } from '../schema/index.ts';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';
import { toEmbedUrl } from './video-embed.ts';

/**
 * A video from YouTube or Vimeo that loads nothing from them until the visitor asks: a poster
 * button first (a plain link to the video without JavaScript), the player after a click. No
 * third-party request, cookie or tracking before that choice.
 */
export function VideoModule({ id, url, title }: ModuleRenderProps<'video'>) {
  const { t } = useTranslation('landing');
  const [playing, setPlaying] = useState(false);
  if (!isVideoUrl(url)) return null;
  const embed = toEmbedUrl(url);
  const host = url.includes('vimeo') ? 'Vimeo' : 'YouTube';
  return (
    <ModuleSection id={id} type="video">
      {embed && playing ? (
        <div className="lp-video">
          <iframe
            src={`${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        </div>
      ) : embed ? (
        <div className="lp-video">
          <a
            className="lp-video__poster"
            href={url}
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}
          >
            <span className="lp-video__play" aria-hidden="true" />
            <span className="lp-video__title">{t('video.play', { title })}</span>
            <span className="lp-video__note">{t('video.consent', { host })}</span>
          </a>
        </div>
      ) : (
        <p>
          <a href={url}>{t('video.watch', { title })}</a>
        </p>
      )}
    </ModuleSection>
  );
}

export function videoModule(label: LabelFn): ModuleConfig<'video'> {
  return {
    label: label('editor.modules.video'),
    fields: { url: textField(label, 'url'), title: textField(label, 'title'), ...placementFields(label) },
    defaultProps: { url: '', title: '', ...placementDefaults },
    render: (props) => <VideoModule {...props} />,
  };
}
