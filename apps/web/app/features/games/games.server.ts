import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { huntDetail, listHunts, treasureLeaderboard } from '@foyer/core/treasure-hunt/hunt-read';
import { huntOfCode, scanTreasure } from '@foyer/core/treasure-hunt/scan-treasure';
import { pointsLeaderboard } from '@foyer/core/points/ledger';
import { formatWhen } from '@foyer/i18n';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';
import { loadComponent } from '../components/load-component.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server';
import { eventForRequest, eventLocale, eventWords } from '../../server/request-event.server';
import type { EventText } from '@foyer/core/events/event-text';
import { readAccessCode } from '../../session/access-code-cookie.server';
import { webViewer } from '../../session/web-session.server';
import { gameSources, type GameSource } from './games-sources.ts';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventForRequest>>>;

/** A hunt's name and description are the organizer's words: in the visitor's language where translated. */
const huntInWords = <T extends { name: string; description?: string | null }>(hunt: T, words: EventText): T =>
  ({ ...hunt, name: words(hunt.name), ...(hunt.description ? { description: words(hunt.description) } : {}) });

/** `component/{id}` of a Games (treasure_hunt) component: the hub — hunts with my progress, the other games, the leaderboard. */
export async function loadGamesHub({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'treasure_hunt');
  const [{ treasure_hunts }, words] = await Promise.all([listHunts(ctx, scope), eventWords(ctx, request, event)]);
  const board = scope.viewer ? await pointsLeaderboard(ctx, event.id, { viewerId: scope.viewer.id, limit: 0 }) : null;
  return { eventId: event.id, signedIn: scope.viewer !== null, hunts: treasure_hunts.map((h) => huntInWords(h, words)), me: board?.me ?? null };
}

export type GamesHubData = Awaited<ReturnType<typeof loadGamesHub>>;

/** A `component/{id}/…` page of a Games component, for a signed-in visitor the event admits. */
async function openGames(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string }) {
  const { event, component } = await loadComponent(ctx, request, params);
  if (component.component_name !== 'treasure_hunt') throw data({ code: 'component.not_found' }, { status: 404 });
  await requireSignedIn(ctx, request, event);
  const scope = await componentScope(ctx, request, event, component.id, 'treasure_hunt');
  return { event, component, scope };
}

/** `component/{id}/treasure-hunt/{huntId}`: my progress, what I found, and the scanner. */
export async function loadHuntPage(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; huntId?: string }) {
  const { event, component, scope } = await openGames(ctx, request, params);
  const huntId = idFrom(params.huntId);
  if (huntId === null) throw data({ code: 'treasure.hunt_not_found' }, { status: 404 });
  const detail = await asScreenResponse(() => huntDetail(ctx, scope, huntId));
  const [locale, words] = await Promise.all([eventLocale(ctx, request, event), eventWords(ctx, request, event)]);
  const at = (iso: string | null) => (iso ? formatWhen(iso, locale, event.timezone, 'datetime') : null);
  return {
    eventId: event.id,
    component: { id: component.id, label: component.label },
    ...detail,
    treasure_hunt: huntInWords(detail.treasure_hunt, words),
    // SPEC §9 "treasure active time": when the hunt can be played, on the event's clock.
    window: { from: at(detail.treasure_hunt.active_from), to: at(detail.treasure_hunt.active_to) },
    // Written once here, in the event's zone and the reader's language (no hydration drift).
    found: detail.found.map((f) => ({ ...f, name: words(f.name), when: formatWhen(f.found_at, locale, event.timezone, 'datetime') })),
  };
}

export type HuntPageData = Awaited<ReturnType<typeof loadHuntPage>>;

/** What a scan answered: green (found), amber (found before), red (anything else, by its error code). */
export type ScanAnswer =
  | { tone: 'ok'; treasure: { name: string; points: number }; progress: { found: number; total: number; points: number }; hunt: { id: number; name: string; componentId: number } }
  | { tone: 'warn' | 'bad'; code: string; hunt: { id: number; name: string; componentId: number } | null };

/** One scan by the signed-in visitor, as the API's scan: the QR's text or a typed code. */
async function scanAs(ctx: Ctx, request: Request, event: EventRow, code: string): Promise<ScanAnswer> {
  const { viewer } = await requireEventAccess(ctx, request, event);
  const req = { eventId: event.id, viewer, locale: await eventLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id) };
  const words = await eventWords(ctx, request, event);
  try {
    const r = await scanTreasure(ctx, req, { code });
    return { tone: 'ok', treasure: { ...r.treasure, name: words(r.treasure.name) }, progress: r.progress, hunt: { id: r.treasure_hunt.id, name: words(r.treasure_hunt.name), componentId: r.treasure_hunt.event_component_id } };
  } catch (err) {
    if (!isAppError(err)) throw err;
    const hunt = await huntOfCode(ctx, event.id, code);
    const known = hunt ? { id: hunt.id, name: words(hunt.name), componentId: hunt.event_component_id } : null;
    return { tone: err.code === 'treasure.already_found' ? 'warn' : 'bad', code: err.code, hunt: known };
  }
}

const codeOf = async (request: Request) => {
  const v = (await request.formData()).get('code');
  return typeof v === 'string' ? v.slice(0, 1000) : '';
};

/** POST of the hunt page: the scanner's read or the typed code. */
export async function huntPageAction(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; huntId?: string }) {
  const { event } = await openGames(ctx, request, params);
  const answer = await scanAs(ctx, request, event, await codeOf(request));
  return data(answer, { status: answer.tone === 'ok' ? 200 : 422 });
}

/**
 * `treasure/{token}`: where a printed QR leads when the phone's own camera app reads it. A guest
 * signs in and comes back; the page names the hunt and asks to collect (a GET never scores:
 * link previews and prefetchers open addresses too).
 */
export async function loadTreasureLink(ctx: Ctx, request: Request, params: { slug?: string; token?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  await requireSignedIn(ctx, request, event);
  await requireEventAccess(ctx, request, event);
  const [hunt, words] = await Promise.all([huntOfCode(ctx, event.id, params.token ?? ''), eventWords(ctx, request, event)]);
  return { eventId: event.id, token: params.token ?? '', hunt: hunt ? { id: hunt.id, name: words(hunt.name), componentId: hunt.event_component_id } : null };
}

export async function treasureLinkAction(ctx: Ctx, request: Request, params: { slug?: string; token?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  await requireSignedIn(ctx, request, event);
  const answer = await scanAs(ctx, request, event, params.token ?? '');
  return data(answer, { status: answer.tone === 'ok' ? 200 : 422 });
}

/** `component/{id}/leaderboard?game=`: the event's points from the ledger, all games or one, my row marked. */
export async function loadGamesLeaderboard(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string }) {
  const { event, component, scope } = await openGames(ctx, request, params);
  const wanted = new URL(request.url).searchParams.get('game');
  const game = (gameSources as readonly string[]).includes(wanted ?? '') ? (wanted as GameSource) : null;
  const board = await pointsLeaderboard(ctx, event.id, { source: game ?? undefined, viewerId: scope.viewer?.id ?? null });
  return { eventId: event.id, component: { id: component.id, label: component.label }, game, ...board };
}


/** `treasure-hunt/{uuid}` (SPEC §2): a hunt of this event's public leaderboard; no sign-in, the uuid is the key. */
export async function loadTreasureBoard(ctx: Ctx, request: Request, params: { slug?: string; treasureUuid?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const { viewer } = await webViewer(ctx, request);
  const board = await asScreenResponse(() => treasureLeaderboard(ctx, params.treasureUuid ?? '', viewer?.id ?? null));
  if (board.treasure_hunt.event_id !== event.id) throw data({ code: 'treasure.hunt_not_found' }, { status: 404 });
  return { eventId: event.id, ...board, treasure_hunt: huntInWords(board.treasure_hunt, await eventWords(ctx, request, event)) };
}

export type TreasureBoardData = Awaited<ReturnType<typeof loadTreasureBoard>>;
