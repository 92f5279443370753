import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/component';
import { loadComponent } from '../../features/components/load-component.server';
import { screenLoaders } from '../../features/components/screen-loaders.server';
import { screens } from '../../features/components/screens';
import { asScreenResponse } from '../../features/components/app-error-response.server';
import type { loader as layoutLoader } from '../event/layout';

/** `component/:componentId`: the screen of one of the event's components (agenda, speakers, …). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, component } = await loadComponent(context.ctx, request, params);
  const load = screenLoaders[component.component_name];
  if (!load) throw data({ code: 'component.not_found' }, { status: 404 });
  return {
    component: { id: component.id, label: component.label, component_name: component.component_name },
    screen: await asScreenResponse(() => load({ ctx: context.ctx, request, event, component })),
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  return d ? [{ title: d.component.label }] : [];
}

export default function ComponentRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const Screen = screens[loaderData.component.component_name];
  if (!Screen) return null;
  return <Screen data={loaderData.screen} component={loaderData.component} basePath={layout?.basePath ?? ''} />;
}
