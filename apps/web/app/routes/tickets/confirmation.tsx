import type { Route } from './+types/confirmation';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { confirmationLoader } from '../../features/checkout/confirmation.server.ts';
import { ConfirmationView } from '../../features/checkout/confirmation-view.tsx';

export const handle = { title: 'tickets:outcome.order_title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return confirmationLoader(context.ctx, request, params);
}

/** SPEC §2 buy-ticket[/{ticketId}]/confirmation: step 4, the final status of the order. */
export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationView {...loaderData} />;
}
