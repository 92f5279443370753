import type { Ctx } from '@foyer/core/context';
import { resources } from '@foyer/i18n';
import { routeEvent } from '../../access/route-event.server.ts';
import { eventLocale } from '../../../server/request-event.server.ts';

/**
 * The web app manifest of an event's door: "Add to Home Screen" opens the door's page full
 * screen, straight from the phone's home screen, where its service worker keeps it working
 * offline. Public like the landing page (it says no more than the event's title); the door
 * itself still asks who is signed in.
 */
export async function doorManifest(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const locale = await eventLocale(ctx, request, event);
  const words = (resources as Record<string, { profile: { check_in: { title: string } } }>)[locale] ?? resources.en;
  const door = `${basePath}/admin/check-in`;
  const manifest = {
    name: `${words.profile.check_in.title} · ${event.title}`,
    short_name: words.profile.check_in.title,
    lang: locale,
    start_url: door,
    scope: door,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' } });
}
