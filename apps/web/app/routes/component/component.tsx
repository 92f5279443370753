import { data, isRouteErrorResponse, redirect, Link, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/error-page';
import type { Route } from './+types/component';
import { loadComponent } from '../../features/components/load-component.server';
import { screenLoaders } from '../../features/components/screen-loaders.server';
import { screens } from '../../features/components/screens';
import { asScreenResponse } from '../../features/components/app-error-response.server';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

/** `component/:componentId`: the screen of one of the event's components (agenda, speakers, …). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, component } = await loadComponent(context.ctx, request, params);
  // The tickets component is the ticket purchase (with the query: a campaign's ?lng= or tracking).
  if (component.component_name === 'tickets') throw redirect(`${params.slug ? `/${event.lp_url}` : ''}/buy-ticket${new URL(request.url).search}`);
  const load = screenLoaders[component.component_name];
  if (!load) throw data({ code: 'component.not_found' }, { status: 404 });
  return {
    component: { id: component.id, label: component.label, component_name: component.component_name },
    screen: await asScreenResponse(() => load({ ctx: context.ctx, request, event, component })),
  };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.component.label);
}

export default function ComponentRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const Screen = screens[loaderData.component.component_name];
  if (!Screen) return null;
  return <Screen data={loaderData.screen} component={loaderData.component} basePath={layout?.basePath ?? ''} />;
}

/**
 * A screen whose list fails to load (SPEC §4 error state) keeps the event's menu around it: the
 * translated error and, for a failure that may pass, a way to try again.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = isRouteErrorResponse(error) ? (error.data as { code?: string } | undefined)?.code : undefined;
  return (
    <>
      <ErrorPage status={status} code={code} />
      {status >= 500 ? (
        <p className="error-retry">
          <Link to={`${location.pathname}${location.search}`} reloadDocument>
            {t('app.retry')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
