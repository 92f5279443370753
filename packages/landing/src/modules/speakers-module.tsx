import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';
import { isSafeHref } from '../schema/index.ts';
import { previewFields, placementDefaults, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection, SeeAllLink } from './module-section.tsx';
import { componentHref, limitItems, previewsFor } from './preview-items.ts';

export function SpeakersModule({ id, heading, limit, component_id }: ModuleRenderProps<'speakers'>) {
  const { t } = useTranslation('landing');
  const data = useLandingData();
  const { componentIds, previews } = previewsFor(data, 'speakers', component_id);
  const speakers = limitItems(previews.flatMap((preview) => preview.speakers), limit);
  const more = componentHref(data.basePath, componentIds[0]);
  return (
    <ModuleSection id={id} type="speakers" heading={heading?.trim() || t('speakers.title')}>
      {speakers.length === 0 ? (
        <EmptyState>{t('speakers.empty')}</EmptyState>
      ) : (
        <ul className="lp-cards">
          {speakers.map((speaker) => (
            <li key={speaker.id} className="lp-card lp-card--person">
              {speaker.picture && isSafeHref(speaker.picture) ? (
                // The name is right below, so the photo is decorative for screen readers.
                <img className="lp-card__photo" src={speaker.picture} alt="" loading="lazy" decoding="async" />
              ) : null}
              <h3 className="lp-card__title">
                {speaker.first_name} {speaker.last_name}
              </h3>
              {speaker.position || speaker.company ? (
                <p className="lp-card__meta">{[speaker.position, speaker.company].filter(Boolean).join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more ? <SeeAllLink href={more}>{t('speakers.seeAll')}</SeeAllLink> : null}
    </ModuleSection>
  );
}

export function speakersModule(label: LabelFn): ModuleConfig<'speakers'> {
  return {
    label: label('editor.modules.speakers'),
    fields: previewFields(label),
    defaultProps: { ...placementDefaults },
    render: (props) => <SpeakersModule {...props} />,
  };
}
