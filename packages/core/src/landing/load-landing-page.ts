import { parseLpSettings, translateSettings, visibleModules, type LandingModule, type LpSettings, type LpIssue } from '@foyer/landing/schema';
import type { EventText } from '../events/event-text.ts';
import type { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { listComponents, type ComponentRecord } from '../events/list-components.ts';
import type { PreviewCache } from './preview-cache.ts';
import { agendaPreview, exhibitorsPreview, partnersPreview, speakersPreview, ticketsPreview, type Preview } from './previews.ts';

type EventRow = typeof schema.events.$inferSelect;

export interface LandingPage {
  settings: LpSettings;
  /** What was wrong with the stored lp_settings (logged; the page renders with defaults for those parts). */
  issues: LpIssue[];
  modules: LandingModule[];
  components: ComponentRecord[];
  previews: Record<number, Preview>;
}

const defaultLimit = 6;

function componentIdsOf(module: LandingModule): number[] {
  const ids = 'component_id' in module ? module.component_id : undefined;
  if (ids === undefined || ids === null) return [];
  return Array.isArray(ids) ? ids : [ids];
}

function limitOf(module: LandingModule): number {
  const limit = (module.props as { limit?: unknown }).limit;
  return typeof limit === 'number' ? limit : defaultLimit;
}

/**
 * Everything the landing page of an event renders: its settings (never throwing on a damaged
 * lp_settings), the modules this visitor may see, and a small preview of each component a
 * module points at. Component ids come from organizer-written JSON, so only the event's own
 * components are looked up.
 */
export async function loadLandingPage(
  ctx: Pick<Ctx, 'db' | 'clock' | 'log'>,
  event: EventRow,
  viewer: {
    loggedIn: boolean;
    /** Already loaded by the caller for this event. */
    components?: ComponentRecord[];
    /** The event's words in the visitor's language. */
    words?: EventText;
    /** The visitor's language: sessions, speakers and exhibitors in it where translated. */
    locale?: string;
    /** Previews shared by the web process's visitors for a few seconds (preview-cache.ts). */
    previewCache?: PreviewCache;
  },
): Promise<LandingPage> {
  const parsed = parseLpSettings(event.lp_settings);
  const { issues } = parsed;
  const words = viewer.words ?? ((s: string) => s);
  const settings = viewer.words ? translateSettings(parsed.settings, words) : parsed.settings;
  if (issues.length) ctx.log.warn({ eventId: event.id, issues }, 'lp_settings has problems; defaults used for those parts');
  const components = viewer.components ?? (await listComponents(ctx, event.id));
  const byId = new Map(components.map((c) => [c.id, c]));
  const modules = visibleModules(settings, viewer);
  const previews: Record<number, Preview> = {};
  const now = ctx.clock.now();
  for (const module of modules) {
    for (const id of componentIdsOf(module)) {
      const component = byId.get(id);
      if (!component || previews[id]) continue;
      const limit = limitOf(module);
      const load = async () => previewFor(ctx, event.id, component, now, limit, viewer.locale);
      const key = `${event.id}:${component.id}:${component.component_name}:${limit}:${viewer.locale ?? ''}`;
      const preview = await (viewer.previewCache ? viewer.previewCache.get(key, load) : load());
      // Ticket names, partner tiers and the agenda's rooms are the organizer's short words, in the
      // event's dictionary, as their own screens show them (copies: a cached preview is shared
      // with other visitors and languages' words).
      if (preview?.kind === 'tickets') previews[id] = { ...preview, tickets: preview.tickets.map((t) => ({ ...t, name: words(t.name) })) };
      else if (preview?.kind === 'agenda') previews[id] = { ...preview, sessions: preview.sessions.map((x) => ({ ...x, place: x.place && { ...x.place, value: words(x.place.value) } })) };
      else if (preview?.kind === 'partners') previews[id] = { ...preview, categories: preview.categories.map((c) => ({ ...c, name: words(c.name) })) };
      else if (preview) previews[id] = preview;
    }
  }
  return { settings, issues, modules, components, previews };
}

function previewFor(ctx: Pick<Ctx, 'db'>, eventId: number, component: ComponentRecord, now: Date, limit: number, locale: string | undefined) {
  switch (component.component_name) {
    case 'agenda':
      return agendaPreview(ctx.db, eventId, component.id, now, limit, locale);
    case 'speakers':
      return speakersPreview(ctx.db, eventId, component.id, limit, locale);
    case 'exhibitors':
      return exhibitorsPreview(ctx.db, eventId, component.id, limit, locale);
    case 'partners':
      return partnersPreview(ctx.db, eventId, component.id, limit);
    case 'tickets':
      return ticketsPreview(ctx.db, eventId, limit);
    default:
      return null;
  }
}
