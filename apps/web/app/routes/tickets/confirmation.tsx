import type { Route } from './+types/confirmation';
import { confirmationLoader } from '../../features/checkout/confirmation.server.ts';
import { ConfirmationView } from '../../features/checkout/confirmation-view.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return confirmationLoader(context.ctx, request, params);
}

/** SPEC §2 buy-ticket[/{ticketId}]/confirmation: step 4, the final status of the order. */
export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationView {...loaderData} />;
}
