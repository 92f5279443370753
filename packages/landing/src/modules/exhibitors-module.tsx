import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';
import { isSafeHref } from '../schema/index.ts';
import { previewFields, placementDefaults, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection, SeeAllLink } from './module-section.tsx';
import { componentHref, limitItems, previewsFor } from './preview-items.ts';

export function ExhibitorsModule({ id, heading, limit, component_id }: ModuleRenderProps<'exhibitors'>) {
  const { t } = useTranslation('landing');
  const data = useLandingData();
  const { componentIds, previews } = previewsFor(data, 'exhibitors', component_id);
  // VIP exhibitors first, as in the attendee area; the sort is stable so the loader's order stays within each group.
  const exhibitors = limitItems(
    previews.flatMap((preview) => preview.exhibitors).sort((a, b) => Number(b.vip) - Number(a.vip)),
    limit,
  );
  const more = componentHref(data.basePath, componentIds[0]);
  return (
    <ModuleSection id={id} type="exhibitors" heading={heading?.trim() || t('exhibitors.title')}>
      {exhibitors.length === 0 ? (
        <EmptyState>{t('exhibitors.empty')}</EmptyState>
      ) : (
        <ul className="lp-cards">
          {exhibitors.map((exhibitor) => (
            <li key={exhibitor.id} className={`lp-card${exhibitor.vip ? ' lp-card--vip' : ''}`}>
              {exhibitor.picture && isSafeHref(exhibitor.picture) ? (
                <img className="lp-card__logo" src={exhibitor.picture} alt="" loading="lazy" decoding="async" />
              ) : null}
              <h3 className="lp-card__title">{exhibitor.name}</h3>
              {exhibitor.vip ? <p className="lp-badge">{t('exhibitors.vip')}</p> : null}
              {exhibitor.scope_description ? <p className="lp-card__meta">{exhibitor.scope_description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {more ? <SeeAllLink href={more}>{t('exhibitors.seeAll')}</SeeAllLink> : null}
    </ModuleSection>
  );
}

export function exhibitorsModule(label: LabelFn): ModuleConfig<'exhibitors'> {
  return {
    label: label('editor.modules.exhibitors'),
    fields: previewFields(label),
    defaultProps: { ...placementDefaults },
    render: (props) => <ExhibitorsModule {...props} />,
  };
}
