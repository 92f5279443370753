import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/scan-game';
import { scanGameAction, scanGameLoader } from '../../features/scan-game/scan-game.server';
import { ScanGamePage } from '../../features/scan-game/scan-game-page';
import type { loader as layoutLoader } from '../event/layout';
import { screenMeta, type TitledHandle } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/scan` (SPEC §2 "gamification QR and timer"): the scan game of the games component. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return scanGameLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return scanGameAction(context.ctx, request, params);
}

/** Titled by what it is, "Scan & talk · Event", not by its component's label ("Games"), which the hub's tab already says. */
export const handle = { title: 'scangame:title' } satisfies TitledHandle;
export const meta = screenMeta;

export default function ScanGameRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <ScanGamePage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
