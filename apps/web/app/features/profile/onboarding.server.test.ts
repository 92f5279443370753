import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { onboardingAction, onboardingLoader } = await import('./onboarding.server.ts');

let ctx: TestCtx;
let viewer: Viewer;
let sizeId: number;
let dietId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  const forms = await insertEvent(ctx, { lp_url: 'forms', access_mode_type: 'close' });
  await insertEvent(ctx, { lp_url: 'plain' });
  const [size, diet] = await ctx.db
    .insert(schema.event_specific_fields)
    .values([
      { event_id: forms.id, name: 'T-shirt size', required: true, order: 1 },
      { event_id: forms.id, name: 'Diet', required: false, order: 2 },
    ])
    .returning();
  sizeId = size!.id;
  dietId = diet!.id;
  const [u] = await ctx.db.insert(schema.users).values({ email: 'bo@test.foyer', user_identity_token: 'uit-bo', first_name: 'Bo', last_name: 'Lee' }).returning();
  viewer = { id: u!.id, user_identity_token: 'uit-bo', email: 'bo@test.foyer', first_name: 'Bo', last_name: 'Lee', locale: null, family_id: 'f' };
  await ctx.db.insert(schema.event_memberships).values({ event_id: forms.id, user_id: u!.id });
  current = viewer;
});
afterAll(() => ctx.close());

async function run<T>(p: Promise<T>) {
  try {
    return { value: await p, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, location: thrown.headers.get('location') };
    throw thrown;
  }
}
const get = (path: string) => new Request(`http://foyer.test${path}`);
const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://foyer.test${path}`, { method: 'POST', body });
};

describe('onboarding (SPEC §1, 4 steps)', () => {
  it('starts at the welcome step and keeps a safe redirectTo only', async () => {
    expect((await run(onboardingLoader(ctx, get('/forms/onboarding?redirectTo=%2Fforms%2Fprofile'), 'forms'))).value).toMatchObject({ step: 'welcome', finishHref: '/forms/profile' });
    expect((await run(onboardingLoader(ctx, get('/forms/onboarding?redirectTo=https%3A%2F%2Fevil.example'), 'forms'))).value).toMatchObject({ redirectTo: null, finishHref: '/forms' });
  });

  it('shows the extra fields in a dialog that cannot be cancelled while required answers are missing', async () => {
    const { value } = await run(onboardingLoader(ctx, get('/forms/onboarding?step=fields'), 'forms'));
    expect(value).toMatchObject({ step: 'fields', cancellable: false });
    expect(value?.fields.map((f) => f.name)).toEqual(['T-shirt size', 'Diet']);
  });

  it('refuses to go on without the required answer', async () => {
    const { value } = await run(onboardingAction(ctx, post('/forms/onboarding?step=fields', { [`field_${dietId}`]: 'vegan' }), 'forms'));
    expect((value as unknown as { data: { error: Record<string, string[]> } }).data.error).toEqual({ [`field_${sizeId}`]: ['common.required'] });
  });

  it('saves the answers and moves to the last step, keeping redirectTo', async () => {
    const { location } = await run(
      onboardingAction(ctx, post('/forms/onboarding?step=fields&redirectTo=%2Fforms%2Fprofile', { [`field_${sizeId}`]: 'L', [`field_${dietId}`]: '' }), 'forms'),
    );
    expect(location).toBe('/forms/onboarding?step=done&redirectTo=%2Fforms%2Fprofile');
    const r = schema.user_specific_field_responses;
    const saved = await ctx.db.select({ id: r.specific_field_id, response: r.response }).from(r).where(and(eq(r.user_id, viewer.id)));
    expect(saved).toEqual([{ id: sizeId, response: 'L' }]);
    expect((await run(onboardingLoader(ctx, get('/forms/onboarding?step=fields'), 'forms'))).value).toMatchObject({ cancellable: true });
  });

  it('saves the profile basics of step 2 without touching the names', async () => {
    const { location } = await run(onboardingAction(ctx, post('/forms/onboarding?step=profile', { position: 'Engineer', company: 'Foyer', country: 'PL' }), 'forms'));
    expect(location).toBe('/forms/onboarding?step=fields');
    const [u] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, viewer.id));
    expect(u).toMatchObject({ first_name: 'Bo', last_name: 'Lee', position: 'Engineer', company: 'Foyer', country: 'PL' });
  });

  it('skips the fields step of an event without extra fields', async () => {
    expect((await run(onboardingLoader(ctx, get('/plain/onboarding?step=3'), 'plain'))).location).toBe('/plain/onboarding?step=done');
  });

  it('is for signed-in users only', async () => {
    current = null;
    expect((await run(onboardingLoader(ctx, get('/forms/onboarding?step=2'), 'forms'))).location).toBe('/forms/login?redirectTo=%2Fforms%2Fonboarding%3Fstep%3D2');
    current = viewer;
  });
});
