import { useTranslation } from 'react-i18next';
import { isVideoUrl } from '../schema/index.ts';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';
import { toEmbedUrl } from './video-embed.ts';

export function VideoModule({ id, url, title }: ModuleRenderProps<'video'>) {
  const { t } = useTranslation('landing');
  if (!isVideoUrl(url)) return null;
  const embed = toEmbedUrl(url);
  return (
    <ModuleSection id={id} type="video">
      {embed ? (
        <div className="lp-video">
          <iframe
            src={embed}
            title={title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
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
