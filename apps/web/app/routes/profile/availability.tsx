import type { Route } from './+types/availability';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { availabilityAction, availabilityScreenLoader } from '../../features/availability/availability.server';
import { AvailabilityScreen } from '../../features/availability/availability-screen';
import { RouteErrorPage } from '../../components/error-page.tsx';

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

/** A loader's refusal (404, 403…) shows under the event's top bar, with the way back, not as a bare page. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
