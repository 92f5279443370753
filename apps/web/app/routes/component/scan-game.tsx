import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/scan-game';
import { scanGameAction, scanGameLoader } from '../../features/scan-game/scan-game.server';
import { ScanGamePage } from '../../features/scan-game/scan-game-page';
import type { loader as layoutLoader } from '../event/layout';
import { withEventMeta } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/scan` (SPEC §2 "gamification QR and timer"): the scan game of the games component. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return scanGameLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return scanGameAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return withEventMeta(matches, d ? [{ title: d.component.label }] : []);
}

export default function ScanGameRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <ScanGamePage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
