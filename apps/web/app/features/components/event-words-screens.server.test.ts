import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { insertOrder, insertUser } from '@foyer/core/documents/testing/order-fixtures';
import type { ScreenLoaderArgs } from './screen-loaders.server';

/**
 * The organizer's own words on the screens that list them (matching groups, session seats, the
 * door's lists, feed wall channels, treasure hunts): in the visitor's language, from the event's
 * dictionary (core events/event-text) and a session's own translations, as the agenda shows them.
 */
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { matchingScreenLoader } = await import('../business-matching/matching.server.ts');
const { checkoutLoader } = await import('../checkout/checkout.server.ts');
const { checkInLoader } = await import('../check-in/check-in.server.ts');
const { reauthSetCookie } = await import('../admin/reauth-cookie.server.ts');
const { loadFeedWall } = await import('../feed-wall/feed-wall.server.ts');
const { loadGamesHub, loadHuntPage } = await import('../games/games.server.ts');
const { myTicketsLoader } = await import('../my-tickets/my-tickets.server.ts');
const { offlineListLoader } = await import('../check-in/offline/offline-door.server.ts');
const { confirmationLoader } = await import('../checkout/confirmation.server.ts');
const { adminHomeLoader } = await import('../admin/admin-home.server.ts');
const { discountCodesLoader } = await import('../discounts/discount-codes.server.ts');

const pl: Record<string, string> = {
  Industry: 'Branża', 'Which industries do you work in?': 'W jakich branżach działasz?', Events: 'Eventy',
  'Workshop seat': 'Miejsce na warsztatach', Standard: 'Standardowy',
  'Questions to organizers': 'Pytania do organizatorów',
  'Summit treasure hunt': 'Poszukiwanie skarbów', 'Find the codes.': 'Znajdź kody.',
};
const slug = `words-${Date.now()}`;
let ctx: TestCtx;
let event: Awaited<ReturnType<typeof insertEvent>>;
let organizer: Viewer;
let sessionId: number;
let standardOrderUuid: string;
const components: Record<string, { id: number; component_name: string; label: string }> = {};

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, { lp_url: slug, lp_settings: JSON.stringify({ translations: { pl } }), languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] });
  for (const [i, name] of (['agenda', 'business_matching', 'feed_wall', 'treasure_hunt'] as const).entries()) components[name] = await insertComponent(ctx, event.id, name, i);
  const u = await insertUser(ctx, { first_name: 'Olga', last_name: 'Door' });
  organizer = { id: u.id, user_identity_token: u.user_identity_token, email: u.email, first_name: 'Olga', last_name: 'Door', locale: null, family_id: 'f' };
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.id, joined: true, user_tags: ['ADMINISTRATOR'] });
  const [group] = await ctx.db.insert(schema.bm_filter_groups).values({ event_id: event.id, name: 'Industry', question: 'Which industries do you work in?' }).returning();
  await ctx.db.insert(schema.bm_filter_tags).values({ event_id: event.id, bm_filter_group_id: group!.id, value: 'Events' });
  const [session] = await ctx.db
    .insert(schema.agenda_sessions)
    .values({ event_id: event.id, event_component_id: components.agenda!.id, name: 'Workshop: TypeScript', translations: { pl: { name: 'Warsztaty: TypeScript' } }, time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z') })
    .returning();
  sessionId = session!.id;
  const [seat] = await ctx.db.insert(schema.agenda_session_tickets).values({ event_id: event.id, agenda_session_id: sessionId, name: 'Workshop seat', price: 0, tickets_left: 10 }).returning();
  // A paid seat at the session's door, and a paid event ticket at the entrance.
  const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer: u, holders: [{ first_name: 'Sara', last_name: 'Seat', email: u.email }] });
  await ctx.db.update(schema.ticket_reservations).set({ kind: 'agenda_session', event_ticket_id: null, agenda_session_ticket_id: seat!.id }).where(eq(schema.ticket_reservations.id, reservations[0]!.id));
  const standard = await insertOrder(ctx, { eventId: event.id, buyer: u, holders: [{ first_name: 'Ewa', last_name: 'Entrance', email: u.email }], ticketName: 'Standard' });
  standardOrderUuid = standard.order.uuid;
  await ctx.db.insert(schema.feed_wall_channels).values({ event_id: event.id, event_component_id: components.feed_wall!.id, name: 'Questions to organizers', default: true });
  await ctx.db.insert(schema.treasure_hunts).values({ event_id: event.id, event_component_id: components.treasure_hunt!.id, name: 'Summit treasure hunt', description: 'Find the codes.' });
  current = organizer;
});
afterAll(() => ctx.close());

const at = (path: string, lng: string, headers: Record<string, string> = {}) => new Request(`http://foyer.test/${slug}/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { headers });
const screen = (name: string, lng: string) => ({ ctx, request: at(`component/${components[name]!.id}`, lng), event, component: components[name] }) as unknown as ScreenLoaderArgs;

describe('the organizer’s words in the visitor’s language', () => {
  it('business matching: the interest groups, their questions and tags', async () => {
    const groups = async (lng: string) => (await matchingScreenLoader(ctx, at('business-matching', lng), { slug }, 'meet')).groups;
    expect(await groups('pl')).toMatchObject([{ name: 'Branża', question: 'W jakich branżach działasz?', tags: [{ value: 'Eventy' }] }]);
    expect(await groups('en')).toMatchObject([{ name: 'Industry', tags: [{ value: 'Events' }] }]);
  });

  it('the checkout: a seat is named by its session as the agenda names it, and by its own name from the dictionary', async () => {
    const seat = async (lng: string) => (await checkoutLoader(ctx, at('buy-ticket', lng), { slug })).catalogue.find((c) => c.kind === 'session');
    expect(await seat('pl')).toMatchObject({ name: 'Warsztaty: TypeScript', session: { name: 'Miejsce na warsztatach' } });
    expect(await seat('en')).toMatchObject({ name: 'Workshop: TypeScript', session: { name: 'Workshop seat' } });
  });

  it('the door: session doors and ticket types', async () => {
    const cookie = (await reauthSetCookie(ctx, organizer.user_identity_token)).split(';')[0]!;
    const door = (path: string, lng: string, session?: string) => checkInLoader(ctx, at(path, lng, { cookie }), slug, session);
    const entrance = await door('admin/check-in', 'pl');
    expect(entrance).toMatchObject({ reauth: false, sessions: [{ id: sessionId, name: 'Warsztaty: TypeScript' }] });
    expect(entrance.reauth === false && entrance.list.tickets.map((t) => t.ticket_name)).toEqual(['Standardowy']);
    const seats = await door(`admin/check-in/session/${sessionId}`, 'pl', String(sessionId));
    expect(seats).toMatchObject({ session: { name: 'Warsztaty: TypeScript' }, list: { tickets: [{ holder_name: 'Sara Seat', ticket_name: 'Miejsce na warsztatach' }] } });
    expect(await door('admin/check-in', 'en')).toMatchObject({ sessions: [{ name: 'Workshop: TypeScript' }], list: { tickets: [{ ticket_name: 'Standard' }] } });
    // The door's offline copy names them as its online list does.
    const offline = async (lng: string) => ((await (await offlineListLoader(ctx, at('admin/check-in/offline', lng, { cookie }), slug)).json()) as { tickets: { ticket_name: string | null }[] }).tickets.map((t) => t.ticket_name).sort();
    expect(await offline('pl')).toEqual(['Miejsce na warsztatach', 'Standardowy']);
    expect(await offline('en')).toEqual(['Standard', 'Workshop seat']);
  });

  it('my tickets: a seat names its session as the agenda does', async () => {
    const seat = async (lng: string) => (await myTicketsLoader(ctx, at('profile/tickets', lng), slug)).tickets.find((t) => t.kind === 'session');
    expect(await seat('pl')).toMatchObject({ ticket_name: 'Miejsce na warsztatach', session: { name: 'Warsztaty: TypeScript' } });
    expect(await seat('en')).toMatchObject({ ticket_name: 'Workshop seat', session: { name: 'Workshop: TypeScript' } });
  });

  it('the admin panel: sales per ticket type and the discount codes’ ticket choices', async () => {
    const cookie = (await reauthSetCookie(ctx, organizer.user_identity_token)).split(';')[0]!;
    const sold = async (lng: string) => (await adminHomeLoader(ctx, at('admin', lng, { cookie }), slug)).figures?.tickets.map((t) => t.name);
    expect(await sold('pl')).toContain('Standardowy');
    expect(await sold('en')).toContain('Standard');
    const choices = async (lng: string) => {
      const page = await discountCodesLoader(ctx, at('admin/discount-codes', lng, { cookie }), slug);
      return page.reauth ? null : page.tickets.map((t) => t.name);
    };
    expect(await choices('pl')).toContain('Standardowy');
    expect(await choices('en')).toContain('Standard');
  });

  it('the order confirmation names the ticket type as the checkout did', async () => {
    const names = async (lng: string) => (await confirmationLoader(ctx, at(`buy-ticket/confirmation?order_id=${standardOrderUuid}`, lng), { slug })).order?.holders.map((h) => h.ticket_name);
    expect(await names('pl')).toEqual(['Standardowy']);
    expect(await names('en')).toEqual(['Standard']);
  });

  it('the feed wall’s channels (the posts stay as their authors wrote them)', async () => {
    expect((await loadFeedWall(screen('feed_wall', 'pl'))).channels.map((c) => c.name)).toEqual(['Pytania do organizatorów']);
    expect((await loadFeedWall(screen('feed_wall', 'en'))).channel?.name).toBe('Questions to organizers');
  });

  it('the games: a treasure hunt’s name and description, on the hub and on its page', async () => {
    expect((await loadGamesHub(screen('treasure_hunt', 'pl'))).hunts).toMatchObject([{ name: 'Poszukiwanie skarbów', description: 'Znajdź kody.' }]);
    const [hunt] = (await loadGamesHub(screen('treasure_hunt', 'en'))).hunts;
    expect(hunt).toMatchObject({ name: 'Summit treasure hunt', description: 'Find the codes.' });
    const page = await loadHuntPage(ctx, at(`component/${components.treasure_hunt!.id}/treasure-hunt/${hunt!.id}`, 'pl'), { slug, componentId: String(components.treasure_hunt!.id), huntId: String(hunt!.id) });
    expect(page.treasure_hunt).toMatchObject({ name: 'Poszukiwanie skarbów', description: 'Znajdź kody.' });
  });
});
