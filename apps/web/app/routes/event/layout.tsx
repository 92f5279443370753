import { data, Outlet, useMatches, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { answeredOffline, doorListNavigation } from '../../features/check-in/offline/answered-offline.ts';
import { useTranslation } from 'react-i18next';
import { hasEnded, toEventRecord } from '@foyer/core/events/index';
import type { Route } from './+types/layout';
import { eventComponents, eventForRequest, eventWords } from '../../server/request-event.server';
import { LanguageSwitcher } from '../../components/language-switcher';
import { AuthArea } from '../../features/auth/auth-area.tsx';
import { EventNav } from '../../features/dashboard/event-nav.tsx';
import type { loader as rootLoader } from '../../root';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { notificationsHeader } from '../../features/notifications/notifications.server';
import { InboxBadge } from '../../features/inbox/inbox-badge.tsx';
import { inboxHeader } from '../../features/inbox/inbox.server';
import { webViewer } from '../../session/web-session.server';
import { isEventAdmin } from '@foyer/core/access/is-event-admin';
import { hasModeratorAccess } from '@foyer/core/moderation/moderation-scope';
import { MainLandmark } from '../../components/screen-main';

/** A door's answer made offline, and a move within a door's lists, fetch nothing (answered-offline.ts). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return answeredOffline(actionResult) || doorListNavigation({ currentUrl, nextUrl, formMethod }) ? false : defaultShouldRevalidate;
}

/** Loads the event of `/:slug` (or of the host); every event screen renders inside this layout. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const components = await eventComponents(ctx, request, event);
  const { viewer } = await webViewer(ctx, request);
  const basePath = params.slug ? `/${event.lp_url}` : '';
  // The top bar's reads for this visitor, at once: one round trip to the database instead of five.
  const [notifications, inbox, words, admin, moderator] = await Promise.all([
    notificationsHeader(ctx, viewer, components, basePath),
    inboxHeader(ctx, viewer, event.id, basePath),
    eventWords(ctx, request, event),
    viewer ? isEventAdmin(ctx, viewer.id, event.id) : false,
    viewer ? hasModeratorAccess(ctx, viewer.id, event.id) : false,
  ]);
  const agenda = components.find((c) => c.component_name === 'agenda');
  // Fields no screen reads stay on the server (issue #15: this record is in every event page's
  // hydration data): the access switches, app-store ids, payment key and QR setting the server
  // checks itself, and lp_settings, which the pages get parsed and translated (introduction's loader).
  const {
    lp_settings: _settings,
    access_mode_type: _access,
    access_code_on: _code,
    social_media_login: _social,
    entrance_with_tickets: _entrance,
    qrcode: _qrcode,
    google_shop_app_id: _google,
    apple_shop_app_id: _apple,
    apple_bundle_id: _bundle,
    stripe_publish_key: _stripe,
    marketing_enabled: _marketing,
    lp_configurator_enabled: _configurator,
    ...record
  } = toEventRecord(event);
  return {
    // The admin panel is in the menu of its administrators only.
    admin,
    // The organizer's words in the visitor's language (the title is a name and stays as it is).
    event: { ...record, description: record.description && words(record.description), place_address: record.place_address && words(record.place_address) },
    // Without the event id each one repeats and the settings no screen reads.
    components: components.map(({ event_id: _event, additional_info: _info, ...c }) => c),
    ended: hasEnded(event, ctx.clock.now()),
    basePath,
    notifications,
    inbox,
    accountLinks: {
      schedule: agenda ? `${basePath}/component/${agenda.id}?view=my` : null,
      notifications: notifications?.href ?? null,
      inbox: inbox?.href ?? null,
      // SPEC §6: having any moderator access grants the manage area.
      manage: moderator ? `${basePath}/manage` : null,
    },
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  const tags: Record<string, string>[] = [{ title: d.event.title }];
  if (d.event.description) tags.push({ name: 'description', content: d.event.description.slice(0, 300) });
  if (d.event.logo) tags.push({ tagName: 'link', rel: 'icon', href: d.event.logo });
  return tags;
}

export default function EventLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const matches = useMatches();
  // A page for a room's screen (the session projector) shows without the event's menu.
  const bare = matches.some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  // The landing page lists the sections in its side menu when its organizer shows it: the top bar
  // lists only the others there (each link is in the page twice already, inline and for phones).
  const landing = matches.find((m) => (m.handle as { landing?: boolean } | undefined)?.landing)?.loaderData as { sideMenu?: boolean } | undefined;
  const sections = landing?.sideMenu ? loaderData.components.filter((c) => !c.visible_on_lp) : loaderData.components;
  if (bare) {
    return (
      <MainLandmark id="content" tabIndex={-1}>
        <Outlet />
      </MainLandmark>
    );
  }
  return (
    <div className="event-shell">
      <a className="skip-link" href="#content">
        {t('app.skip_to_content')}
      </a>
      <div className="event-topbar">
        <EventNav basePath={loaderData.basePath} admin={loaderData.admin} sections={sections} />
        {loaderData.inbox ? <InboxBadge {...loaderData.inbox} shared={Boolean(loaderData.notifications)} /> : null}
        {loaderData.notifications ? <NotificationBell {...loaderData.notifications} /> : null}
        <AuthArea basePath={loaderData.basePath} links={loaderData.accountLinks} />
        {root ? <LanguageSwitcher current={root.locale} offered={root.offered} /> : null}
      </div>
      {loaderData.ended ? (
        <p className="event-ended" role="status">
          {t('messages.event_ended')}
        </p>
      ) : null}
      <MainLandmark id="content" tabIndex={-1}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
