import { useTranslation } from 'react-i18next';
import { formatSessionTime } from '../format/format-dates.ts';
import { useLandingData } from '../landing-data-context.ts';
import { normalizeHex } from '../theme/contrast.ts';
import { previewFields, placementDefaults, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection, SeeAllLink } from './module-section.tsx';
import { componentHref, limitItems, previewsFor } from './preview-items.ts';

export function AgendaModule({ id, heading, limit, component_id }: ModuleRenderProps<'agenda'>) {
  const { t } = useTranslation('landing');
  const data = useLandingData();
  const { componentIds, previews } = previewsFor(data, 'agenda', component_id);
  const sessions = limitItems(
    previews.flatMap((preview) => preview.sessions).sort((a, b) => a.time_start.localeCompare(b.time_start)),
    limit,
  );
  const more = componentHref(data.basePath, componentIds[0]);
  return (
    <ModuleSection id={id} type="agenda" heading={heading?.trim() || t('agenda.title')}>
      {sessions.length === 0 ? (
        <EmptyState>{t('agenda.empty')}</EmptyState>
      ) : (
        <ol className="lp-agenda">
          {sessions.map((session) => {
            const swatch = normalizeHex(session.place?.hex);
            return (
              <li key={session.id} className="lp-agenda__session">
                <p className="lp-agenda__time">
                  <time dateTime={session.time_start} suppressHydrationWarning>
                    {formatSessionTime(session.time_start, session.time_end, data.locale, data.event.timezone)}
                  </time>
                </p>
                <h3 className="lp-agenda__name">{session.name}</h3>
                {session.place ? (
                  <p className="lp-agenda__place">
                    {swatch ? <span className="lp-swatch" style={{ backgroundColor: swatch }} aria-hidden="true" /> : null}
                    {session.place.value}
                  </p>
                ) : null}
                {session.speakers.length > 0 ? (
                  <p className="lp-agenda__speakers">{t('agenda.speakers', { names: session.speakers.join(', ') })}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {more ? <SeeAllLink href={more}>{t('agenda.seeAll')}</SeeAllLink> : null}
    </ModuleSection>
  );
}

export function agendaModule(label: LabelFn): ModuleConfig<'agenda'> {
  return {
    label: label('editor.modules.agenda'),
    fields: previewFields(label),
    defaultProps: { ...placementDefaults },
    render: (props) => <AgendaModule {...props} />,
  };
}
