import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

const valid = { first_name: 'Maria', last_name: 'Skłodowska' };

describe('GET /current_user', () => {
  it('answers the SPEC §3 user fields and never the internal id', async () => {
    const u = await insertTestUser(ctx, { first_name: 'Ada', last_name: 'Lovelace' });
    const res = await call('GET', '/current_user', { headers: u.auth });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_identity_token: u.viewer.user_identity_token, first_name: 'Ada', last_name: 'Lovelace', email: u.viewer.email, show_contact_details: false, picture: null });
    for (const f of ['user_external_uuid', 'qrcode', 'position', 'company', 'country', 'biography', 'phone_number', 'phone_country_code', 'what_i_offer', 'what_i_need', 'goals', 'facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile']) {
      expect(res.body).toHaveProperty(f);
    }
    expect(res.body).not.toHaveProperty('id');
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('needs a signed-in user; a bad token is a 401', async () => {
    expect((await call('GET', '/current_user')).status).toBe(401);
    const bad = await call('GET', '/current_user', { headers: { authorization: 'Bearer nonsense' } });
    expect(bad.status).toBe(401);
    expect(firstCode(bad.body)).toBe('auth.token_invalid');
  });
});

describe('PUT /current_user', () => {
  it('updates the profile, normalises values and keeps the membership names in sync', async () => {
    const u = await insertTestUser(ctx);
    const event = await insertEvent(ctx);
    await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.viewer.id, first_name: 'Old', last_name: 'Name' });
    const res = await call('PUT', '/current_user', {
      headers: u.auth,
      json: {
        ...valid,
        position: ' Physicist ',
        company: '',
        country: 'pl',
        biography: 'Two Nobel prizes.',
        phone_number: '600 123-456',
        phone_country_code: '48',
        show_contact_details: true,
        linked_profile: 'https://linkedin.com/in/maria',
        goals: 'Radium',
        email: u.viewer.email.toUpperCase(),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...valid,
      position: 'Physicist',
      company: null,
      country: 'PL',
      phone_number: '600123456',
      phone_country_code: '+48',
      show_contact_details: true,
      linked_profile: 'https://linkedin.com/in/maria',
      goals: 'Radium',
    });
    const [m] = await ctx.db.select().from(schema.event_memberships).where(eq(schema.event_memberships.user_id, u.viewer.id));
    expect(m).toMatchObject(valid);
    // Fields left out stay as they were.
    const again = await call('PUT', '/current_user', { headers: u.auth, json: valid });
    expect(again.body).toMatchObject({ position: 'Physicist', country: 'PL' });
  });

  it.each([
    ['first_name', { first_name: '  ' }],
    ['last_name', { last_name: undefined }],
    ['facebook_profile', { facebook_profile: 'facebook.com/maria' }],
    ['twitter_profile', { twitter_profile: 'javascript:alert(1)' }],
    ['phone_number', { phone_number: '123 456' }],
    ['phone_country_code', { phone_country_code: '+12345' }],
    ['country', { country: 'XX' }],
    ['biography', { biography: 'x'.repeat(2001) }],
    ['attachment_id', { attachment_id: 'abc' }],
    ['locale', { locale: 'es' }],
  ])('refuses a bad %s, naming it', async (field, change) => {
    const u = await insertTestUser(ctx);
    const res = await call('PUT', '/current_user', { headers: u.auth, json: { ...valid, ...change } });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a different e-mail (that needs the password) and someone else’s upload', async () => {
    const u = await insertTestUser(ctx);
    const other = await insertTestUser(ctx);
    const email = await call('PUT', '/current_user', { headers: u.auth, json: { ...valid, email: 'new@example.test' } });
    expect(email.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'email' });
    const [theirs] = await ctx.db
      .insert(schema.attachments)
      .values({ owner_user_id: other.viewer.id, storage_key: 'x.png', file_url: 'http://x/x.png', file_name: 'x.png', mime: 'image/png', size: 1 })
      .returning();
    const pic = await call('PUT', '/current_user', { headers: u.auth, json: { ...valid, attachment_id: theirs!.id } });
    expect(pic.status).toBe(422);
    expect(pic.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'attachment_id' });
  });
});

describe('PUT /current_user/email', () => {
  const password = 'correct horse battery';
  const lastMail = async (to: string) =>
    (await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, to)).orderBy(desc(schema.mail_outbox.id)).limit(1))[0];
  const tokenIn = (text: string) => decodeURIComponent(/email_change_token=([^\s]+)/.exec(text)![1]!);

  it('needs the current password', async () => {
    const u = await insertTestUser(ctx, { password });
    const res = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: 'next@example.test', current_password: 'wrong password' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'auth.wrong_current_password', field: 'current_password' });
    const missing = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: 'next@example.test' } });
    expect(missing.body.errors[0]).toMatchObject({ field: 'current_password' });
  });

  it('refuses a taken address, an invalid one and the current one', async () => {
    const taken = await insertTestUser(ctx);
    const u = await insertTestUser(ctx, { password });
    const t = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: ` ${taken.viewer.email.toUpperCase()} `, current_password: password } });
    expect(t.status).toBe(422);
    expect(firstCode(t.body)).toBe('auth.email_taken');
    const bad = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: 'not-an-email', current_password: password } });
    expect(bad.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'email' });
    const same = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: u.viewer.email, current_password: password } });
    expect(firstCode(same.body)).toBe('profile.email_unchanged');
  });

  it('changes the address only once the link sent to the new one is opened; the link works once', async () => {
    const u = await insertTestUser(ctx, { password, first_name: 'Hanna', locale: 'cs' });
    const next = `moved-${u.viewer.id}@example.test`;
    expect(await call('PUT', '/current_user/email', { headers: u.auth, json: { email: next, current_password: password } })).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await call('GET', '/current_user', { headers: u.auth })).body.email).toBe(u.viewer.email);

    const mail = await lastMail(next);
    expect(mail).toMatchObject({ template: 'profile.email_change', locale: 'cs', subject: 'Potvrďte svou novou e-mailovou adresu' });
    const token = tokenIn(mail!.text_body);

    const tampered = `${token.split('.')[0]}.${Buffer.from('thief@example.test').toString('base64url')}`;
    expect(firstCode((await call('POST', '/current_user/email/confirm', { json: { token: tampered } })).body)).toBe('profile.email_token_invalid');

    expect(await call('POST', '/current_user/email/confirm', { json: { token } })).toEqual({ status: 200, body: { status: 'ok', email: next } });
    expect((await call('GET', '/current_user', { headers: u.auth })).body.email).toBe(next);
    expect(await lastMail(u.viewer.email)).toMatchObject({ template: 'profile.email_changed' });

    const reused = await call('POST', '/current_user/email/confirm', { json: { token } });
    expect(reused.status).toBe(422);
    expect(firstCode(reused.body)).toBe('profile.email_token_invalid');
  });

  it('only the newest link works, and links expire after a day', async () => {
    const u = await insertTestUser(ctx, { password });
    await call('PUT', '/current_user/email', { headers: u.auth, json: { email: `first-${u.viewer.id}@example.test`, current_password: password } });
    const firstToken = tokenIn((await lastMail(`first-${u.viewer.id}@example.test`))!.text_body);
    await call('PUT', '/current_user/email', { headers: u.auth, json: { email: `second-${u.viewer.id}@example.test`, current_password: password } });
    const secondToken = tokenIn((await lastMail(`second-${u.viewer.id}@example.test`))!.text_body);
    expect(firstCode((await call('POST', '/current_user/email/confirm', { json: { token: firstToken } })).body)).toBe('profile.email_token_invalid');
    const now = ctx.clock.now();
    ctx.clock.set(new Date(now.getTime() + 25 * 3600 * 1000));
    try {
      expect(firstCode((await call('POST', '/current_user/email/confirm', { json: { token: secondToken } })).body)).toBe('profile.email_token_invalid');
    } finally {
      ctx.clock.set(now);
    }
  });

  it('limits password guesses', async () => {
    const u = await insertTestUser(ctx, { password });
    for (let i = 0; i < 5; i++) await call('PUT', '/current_user/email', { headers: u.auth, json: { email: 'x@example.test', current_password: `guess ${i}` } });
    const res = await call('PUT', '/current_user/email', { headers: u.auth, json: { email: 'x@example.test', current_password: password } });
    expect(res.status).toBe(429);
  });
});
