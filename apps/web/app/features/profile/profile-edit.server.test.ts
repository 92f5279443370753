import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { hashPassword } from '@foyer/core/accounts/password-hash';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
  signOutCookie: async () => ({ setCookie: 'foyer_session=; Max-Age=0; Path=/; HttpOnly', jwt: null }),
}));
const { profileEditAction, profileEditLoader } = await import('./profile-edit.server.ts');

let ctx: TestCtx;
let viewer: Viewer;

beforeAll(async () => {
  ctx = await createTestCtx();
  await insertEvent(ctx, { lp_url: 'expo' });
  const [u] = await ctx.db
    .insert(schema.users)
    .values({
      email: 'ada@test.foyer',
      user_identity_token: 'uit-ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      biography: 'Numbers.',
      show_contact_details: true,
      password_hash: await hashPassword('ada-secret-1'),
    })
    .returning();
  viewer = { id: u!.id, user_identity_token: 'uit-ada', email: 'ada@test.foyer', first_name: 'Ada', last_name: 'Lovelace', locale: null, family_id: 'f' };
});
afterAll(() => ctx.close());

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}
const post = (body: FormData, path = '/expo/profile/edit') => new Request(`http://foyer.test${path}`, { method: 'POST', body });

async function run<T>(p: Promise<T>): Promise<{ value: T | null; response: Response | null }> {
  try {
    return { value: await p, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, response: thrown };
    throw thrown;
  }
}

const user = async () => (await ctx.db.select().from(schema.users).where(eq(schema.users.id, viewer.id)))[0]!;
type Replied = { data: { intent: string; result: { error?: Record<string, string[]> }; sentTo: string | null } };

describe('profile/edit', () => {
  it('sends guests to login and back', async () => {
    current = null;
    const { response } = await run(profileEditLoader(ctx, new Request('http://foyer.test/expo/profile/edit'), 'expo'));
    expect(response?.headers.get('location')).toBe('/expo/login?redirectTo=%2Fexpo%2Fprofile%2Fedit');
  });

  it('saves the profile: emptied fields are cleared, an unticked box is false', async () => {
    current = viewer;
    const body = form({ intent: 'save', first_name: 'Ada', last_name: 'King', position: 'Analyst', company: '', biography: '', country: 'gb', phone_country_code: '44', phone_number: '20 7946 0000' });
    const { response } = await run(profileEditAction(ctx, post(body), 'expo'));
    expect(response?.headers.get('location')).toBe('/expo/profile?saved=profile');
    expect(await user()).toMatchObject({ last_name: 'King', position: 'Analyst', company: null, biography: null, country: 'GB', phone_country_code: '+44', phone_number: '2079460000', show_contact_details: false });
  });

  it('answers broken rules field by field and saves nothing', async () => {
    const body = form({ intent: 'save', first_name: '', last_name: 'King', linked_profile: 'linkedin.com/in/ada', phone_number: '123' });
    const { value } = await run(profileEditAction(ctx, post(body), 'expo'));
    const errors = (value as unknown as Replied).data.result.error!;
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'linked_profile', 'phone_number']);
    expect(errors.linked_profile).toEqual(['URLs must start with http']);
    expect((await user()).first_name).toBe('Ada');
  });

  it('refuses a photo that is not a picture, whatever its name says', async () => {
    const body = form({ intent: 'save', first_name: 'Ada', last_name: 'King' });
    body.set('photo', new File(['not a png'], 'me.png', { type: 'image/png' }));
    const { value } = await run(profileEditAction(ctx, post(body), 'expo'));
    expect((value as unknown as Replied).data.result.error).toEqual({ photo: ['attachment.invalid_type'] });
  });

  it('asks for the current password before sending a link to a new address', async () => {
    const wrong = await run(profileEditAction(ctx, post(form({ intent: 'change-email', email: 'ada@new.foyer', current_password: 'nope' })), 'expo'));
    const replied = wrong.value as unknown as Replied;
    expect(replied.data.result.error).toEqual({ current_password: ['auth.wrong_current_password'] });
    expect(JSON.stringify(replied.data.result)).not.toContain('nope');

    const right = await run(profileEditAction(ctx, post(form({ intent: 'change-email', email: ' Ada@New.Foyer ', current_password: 'ada-secret-1' })), 'expo'));
    expect(right.value).toMatchObject({ intent: 'change-email', sentTo: 'ada@new.foyer' });
    expect((await user()).email).toBe('ada@test.foyer');
  });

  it('applies the change from the mailed link, then drops the token from the URL', async () => {
    const [mail] = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, 'ada@new.foyer'));
    const token = /email_change_token=([A-Za-z0-9_.%-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    const link = `http://foyer.test/expo/profile?email_change_token=${token!}`;
    const first = await run(profileEditLoader(ctx, new Request(link), 'expo'));
    expect(first.response?.headers.get('location')).toBe('/expo/profile/edit?email_changed=1');
    expect((await user()).email).toBe('ada@new.foyer');
    const again = await run(profileEditLoader(ctx, new Request(link), 'expo'));
    expect(again.response?.headers.get('location')).toBe('/expo/profile/edit?email_change_failed=profile.email_token_invalid');
  });

  it('deletes the account only with the password again, then signs out and goes to the introduction', async () => {
    current = { ...viewer, email: 'ada@new.foyer' };
    const refused = await run(profileEditAction(ctx, post(form({ intent: 'delete-account', current_password: 'guess' })), 'expo'));
    expect((refused.value as unknown as { data: unknown }).data).toMatchObject({ intent: 'delete-account', deleteError: 'auth.wrong_current_password' });
    expect((await user()).deleted_at).toBeNull();
    const { response } = await run(profileEditAction(ctx, post(form({ intent: 'delete-account', current_password: 'ada-secret-1' })), 'expo'));
    expect(response?.headers.get('location')).toBe('/expo');
    expect(response?.headers.get('set-cookie')).toMatch(/^foyer_session=;/);
    expect((await user()).deleted_at).not.toBeNull();
  });
});
