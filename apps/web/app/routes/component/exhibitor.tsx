import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/exhibitor';
import { loadComponent } from '../../features/components/load-component.server';
import { asScreenResponse } from '../../features/components/app-error-response.server';
import { loadExhibitor } from '../../features/exhibitors/load-exhibitors.server';
import { ExhibitorPage } from '../../features/exhibitors/exhibitor-page';
import type { loader as layoutLoader } from '../event/layout';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { dataTitledMeta } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/exhibitor/:exhibitorId`: one exhibitor of an exhibitors component. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, component } = await loadComponent(context.ctx, request, params);
  const id = idFrom(params.exhibitorId);
  if (component.component_name !== 'exhibitors' || id === null) throw data({ code: 'component.not_found' }, { status: 404 });
  const exhibitor = await asScreenResponse(() => loadExhibitor({ ctx: context.ctx, request, event, component }, id));
  return { componentId: component.id, exhibitor };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.exhibitor.name);
}

export default function ExhibitorRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const basePath = layout?.basePath ?? '';
  return <ExhibitorPage exhibitor={loaderData.exhibitor} basePath={basePath} backHref={`${basePath}/component/${loaderData.componentId}`} />;
}
