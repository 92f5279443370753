import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/my-tickets';
import { myTicketsAction, myTicketsLoader } from '../../features/my-tickets/my-tickets.server.ts';
import { MyTicketsView } from '../../features/my-tickets/my-tickets-view.tsx';
import { Screen } from '../../features/access/screen.tsx';

export const handle = { title: 'tickets:my_tickets.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return myTicketsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return myTicketsAction(context.ctx, request, params.slug);
}

/** SPEC §2 "my tickets" (profile/tickets). */
export default function MyTickets({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('tickets');
  return (
    <Screen title={t('my_tickets.title')} wide>
      <MyTicketsView tickets={loaderData.tickets} forOthers={loaderData.forOthers} awaiting={loaderData.awaiting} unfinished={loaderData.unfinished} resumedCard={actionData?.card ?? null} orderCanceled={loaderData.orderCanceled} locale={loaderData.locale} basePath={loaderData.basePath} error={loaderData.error} />
    </Screen>
  );
}
