import { useTranslation } from 'react-i18next';
import type { TicketsPreview } from '../data.ts';
import { formatPrice } from '@foyer/i18n';
import { useLandingData } from '../landing-data-context.ts';
import { previewFields, placementDefaults, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection, SeeAllLink } from './module-section.tsx';
import { limitItems, previewsFor } from './preview-items.ts';

type Ticket = TicketsPreview['tickets'][number];

function Availability({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('landing');
  if (ticket.tickets_left === null) return <p className="lp-ticket__left">{t('tickets.unlimited')}</p>;
  if (ticket.tickets_left <= 0) return <p className="lp-ticket__left lp-ticket__left--out">{t('tickets.soldOut')}</p>;
  return <p className="lp-ticket__left">{t('tickets.left', { count: ticket.tickets_left })}</p>;
}

export function TicketsModule({ id, heading, limit, component_id }: ModuleRenderProps<'tickets'>) {
  const { t } = useTranslation('landing');
  const data = useLandingData();
  const { previews } = previewsFor(data, 'tickets', component_id);
  const tickets = limitItems(previews.flatMap((preview) => preview.tickets), limit);
  return (
    <ModuleSection id={id} type="tickets" heading={heading?.trim() || t('tickets.title')}>
      {tickets.length === 0 ? (
        <EmptyState>{t('tickets.empty')}</EmptyState>
      ) : (
        <ul className="lp-cards">
          {tickets.map((ticket) => {
            const soldOut = ticket.tickets_left !== null && ticket.tickets_left <= 0;
            return (
              <li key={ticket.id} className="lp-card lp-ticket">
                <h3 className="lp-card__title">{ticket.name}</h3>
                <p className="lp-ticket__price" suppressHydrationWarning>
                  {ticket.price <= 0 ? t('tickets.free') : formatPrice(ticket.price, ticket.currency, data.locale)}
                </p>
                <Availability ticket={ticket} />
                {soldOut ? null : (
                  <a className="lp-link-button" href={`${data.basePath}/buy-ticket/${ticket.id}`}>
                    {t('tickets.buy')}
                    <span className="lp-visually-hidden">: {ticket.name}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <SeeAllLink href={`${data.basePath}/buy-ticket`}>{t('tickets.seeAll')}</SeeAllLink>
    </ModuleSection>
  );
}

export function ticketsModule(label: LabelFn): ModuleConfig<'tickets'> {
  return {
    label: label('editor.modules.tickets'),
    fields: previewFields(label),
    defaultProps: { ...placementDefaults },
    render: (props) => <TicketsModule {...props} />,
  };
}
