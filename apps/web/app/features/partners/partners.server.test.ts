import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
}));
const { loadPartners } = await import('./partners.server.ts');

let ctx: TestCtx;
let args: () => ScreenLoaderArgs;
let member: Viewer;

beforeAll(async () => {
  ctx = await createTestCtx();
  const event = await insertEvent(ctx);
  const component = await insertComponent(ctx, event.id, 'partners');
  const [silver, gold] = await ctx.db.insert(schema.partner_categories).values([
    { event_id: event.id, event_component_id: component.id, name: 'Silver', order: 2, level: 2 },
    { event_id: event.id, event_component_id: component.id, name: 'Gold', order: 1, level: 1 },
  ]).returning();
  const [p] = await ctx.db.insert(schema.partners).values([
    { event_id: event.id, partners_category_id: gold!.id, name: 'Acme', subname: 'Widgets', for_logged_contact: true, for_logged_sm: true, email: 'hi@acme.test', phone: '600', phone_country_code: '+48', linked_profile: 'https://li.test/acme' },
    { event_id: event.id, partners_category_id: silver!.id, name: 'Open Ltd', email: 'hi@open.test' },
  ]).returning();
  await ctx.db.insert(schema.partner_contact_persons).values({ event_id: event.id, partner_id: p!.id, first_name: 'Ola', last_name: 'Nowak', email: 'ola@acme.test' });
  member = (await insertTestUser(ctx)).viewer;
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: member.id });
  args = () => ({ ctx, request: new Request('http://localhost/component/1'), event, component }) as unknown as ScreenLoaderArgs;
});
afterAll(() => ctx?.close());

describe('partners screen loader', () => {
  it('orders categories and hides flagged contact and socials from guests', async () => {
    current = null;
    const d = await loadPartners(args());
    expect(d.categories.map((c) => [c.name, c.level])).toEqual([['Gold', 1], ['Silver', 2]]);
    const acme = d.categories[0]!.partners[0]!;
    expect(acme).toMatchObject({ name: 'Acme', subname: 'Widgets', email: null, phone: null, socials: [] });
    expect(acme.people).toEqual([expect.objectContaining({ name: 'Ola Nowak', email: null })]);
    expect(d.categories[1]!.partners[0]!.email).toBe('hi@open.test');
  });

  it('shows them to a signed-in member', async () => {
    current = member;
    const acme = (await loadPartners(args())).categories[0]!.partners[0]!;
    expect(acme).toMatchObject({ email: 'hi@acme.test', phone: '+48 600', socials: [{ key: 'linked_profile', url: 'https://li.test/acme' }] });
    expect(acme.people[0]!.email).toBe('ola@acme.test');
  });
});
