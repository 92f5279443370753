import { data, useRouteLoaderData } from 'react-router';
import { LandingPage, showsSideMenu } from '@foyer/landing';
import { visibleModules } from '@foyer/landing/schema';
import { loadLandingPage } from '@foyer/core/landing/index';
import type { Route } from './+types/introduction';
import { eventComponents, eventForRequest, eventLocale, eventWords } from '../../server/request-event.server';
import { webViewer } from '../../session/web-session.server';
import type { loader as layoutLoader } from './layout';
import type { loader as rootLoader } from '../../root';

/** The layout's top bar leaves out the sections this page's side menu lists (see layout.tsx). */
export const handle = { landing: true };

/**
 * The event home (SPEC §2 "Introduction"): the landing page built from lp_settings. A damaged
 * lp_settings is logged by loadLandingPage and rendered with defaults for the broken parts.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const loggedIn = (await webViewer(ctx, request)).viewer !== null;
  const [components, words, locale] = await Promise.all([eventComponents(ctx, request, event), eventWords(ctx, request, event), eventLocale(ctx, request, event)]);
  const page = await loadLandingPage(ctx, event, { loggedIn, components, words, locale, previewCache: context.previews });
  // The page is already in the visitor's language: the other languages' words stay on the server,
  // and so do the modules this visitor is not shown (hidden ones, a guest's view of members-only
  // ones: signing in runs an action, after which this loader runs again). LandingPage filters the
  // same way, so the page is the same.
  const { translations: _others, ...settings } = page.settings;
  return {
    settings: { ...settings, modules: visibleModules(settings, { loggedIn }), translations: {} },
    previews: page.previews,
    now: ctx.clock.now().toISOString(),
    loggedIn,
    sideMenu: showsSideMenu(settings),
  };
}

export default function Introduction({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!layout) return null;
  const { event, components, basePath } = layout;
  return (
    <LandingPage
      skipLink={false}
      landmark={false}
      settings={loaderData.settings}
        data={{
          event,
          components: components.filter((c) => c.visible_on_lp),
          previews: loaderData.previews,
          now: loaderData.now,
          loggedIn: loaderData.loggedIn,
          locale: root?.locale ?? 'en',
          basePath,
        }}
      />
  );
}
