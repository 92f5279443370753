import type { Route } from './+types/availability';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { availabilityAction, availabilityScreenLoader } from '../../features/availability/availability.server';
import { AvailabilityScreen } from '../../features/availability/availability-screen';

export const handle = { title: 'availability:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** `profile/availability` (SPEC §2): my busy times; every change posts here. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return availabilityScreenLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return availabilityAction(context.ctx, request, params);
}

export default function AvailabilityRoute({ loaderData }: Route.ComponentProps) {
  return <AvailabilityScreen data={loaderData} />;
}
