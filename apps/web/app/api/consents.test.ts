import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { resources } from '@foyer/i18n';
import { insertTestUser } from '@foyer/core/access/test-users';
import { ensureSystemConsents } from '@foyer/core/consents/ensure-system-consents';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let system: { id: number; key: string }[];

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  system = await ensureSystemConsents(ctx.db);
});
afterAll(() => ctx.close());

const idOf = (key: string) => system.find((s) => s.key === key)!.id;

async function customConsent(eventId: number, key: string, config: Record<string, { text: string }>, required = false) {
  const [c] = await ctx.db.insert(schema.consent_schemas).values({ event_id: eventId, key, required, order: 1 }).returning();
  await ctx.db.insert(schema.consent_schema_versions).values({ consent_schema_id: c!.id, version_number: 1, display_config: config });
  return c!.id;
}

describe('GET /consents/consent_schemas/user_app_consents', () => {
  it('lists the system consents to guests, in the caller’s language, with the link to /legal', async () => {
    const res = await call('GET', '/consents/consent_schemas/user_app_consents', { headers: { 'accept-language': 'pl' } });
    expect(res.status).toBe(200);
    expect(res.body.consents).toEqual([
      {
        id: idOf('terms'),
        key: 'terms',
        required: true,
        display_type: 'checkbox',
        version_number: 1,
        display_config: { text: resources.pl.access.consents.terms.text, placeholders: { link: { label: 'regulamin', url: '/legal' } }, expandable: false },
      },
      expect.objectContaining({ key: 'gdpr', required: true, version_number: 1 }),
    ]);
    const fr = await call('GET', '/consents/consent_schemas/user_app_consents?locale=fr');
    expect(fr.body.consents[1].display_config.text).toBe(resources.fr.access.consents.gdpr.text);
  });

  it('adds the event’s own consents, falling back to English, and not other events’ ones', async () => {
    const event = await insertEvent(ctx);
    const other = await insertEvent(ctx);
    const marketing = await customConsent(event.id, 'marketing', { en: { text: 'Send me offers' } });
    await customConsent(other.id, 'other', { en: { text: 'Not here' } });
    const res = await call('GET', `/consents/consent_schemas/user_app_consents?event_id=${event.id}`, { headers: { 'accept-language': 'de' } });
    expect(res.body.consents.map((c: { key: string }) => c.key)).toEqual(['terms', 'gdpr', 'marketing']);
    expect(res.body.consents[2]).toMatchObject({ id: marketing, required: false, display_config: { text: 'Send me offers', placeholders: {}, expandable: false } });
  });

  it('shows the latest version only', async () => {
    const event = await insertEvent(ctx);
    const id = await customConsent(event.id, 'photos', { en: { text: 'v1' } });
    await ctx.db.insert(schema.consent_schema_versions).values({ consent_schema_id: id, version_number: 2, display_config: { en: { text: 'v2' } } });
    const res = await call('GET', `/consents/consent_schemas/user_app_consents?event_id=${event.id}`);
    expect(res.body.consents.find((c: { id: number }) => c.id === id)).toMatchObject({ version_number: 2, display_config: { text: 'v2' } });
  });
});

describe('user consents', () => {
  it('need a signed-in user', async () => {
    for (const [method, path] of [['GET', '/consents/user_consents/user_app_consents'], ['GET', '/consents/consent_schemas/missing'], ['POST', '/consents/user_consents']] as const) {
      const res = await call(method, path, method === 'POST' ? { json: { consents: [] } } : {});
      expect(res.status, path).toBe(401);
    }
  });

  it('missing → accept → nothing missing; the answers are listed', async () => {
    const u = await insertTestUser(ctx, { consents: false });
    const missing = await call('GET', '/consents/consent_schemas/missing', { headers: u.auth });
    expect(missing.body).toEqual({ consents: [{ id: idOf('terms'), version_number: 1 }, { id: idOf('gdpr'), version_number: 1 }] });
    const saved = await call('POST', '/consents/user_consents', {
      headers: u.auth,
      json: { consents: [{ consent_schema_id: idOf('terms'), version_number: 1, accepted: true }, { consent_schema_id: idOf('gdpr'), version_number: 1, accepted: true }] },
    });
    expect(saved).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await call('GET', '/consents/consent_schemas/missing', { headers: u.auth })).body).toEqual({ consents: [] });
    const mine = await call('GET', '/consents/user_consents/user_app_consents', { headers: u.auth });
    expect(mine.body.consents).toEqual([
      expect.objectContaining({ consent_schema_id: idOf('terms'), key: 'terms', version_number: 1, accepted: true }),
      expect.objectContaining({ consent_schema_id: idOf('gdpr'), key: 'gdpr', version_number: 1, accepted: true }),
    ]);
  });

  it('refuses to decline a required consent, naming it', async () => {
    const u = await insertTestUser(ctx, { consents: false });
    const res = await call('POST', '/consents/user_consents', {
      headers: u.auth,
      json: { consents: [{ consent_schema_id: idOf('terms'), version_number: 1, accepted: true }, { consent_schema_id: idOf('gdpr'), version_number: 1, accepted: false }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'consents.1.accepted' });
    const rows = await ctx.db.select().from(schema.user_consents).where(eq(schema.user_consents.user_id, u.viewer.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown consents and versions, and malformed bodies', async () => {
    const u = await insertTestUser(ctx);
    const unknownVersion = await call('POST', '/consents/user_consents', { headers: u.auth, json: { consents: [{ consent_schema_id: idOf('terms'), version_number: 9, accepted: true }] } });
    expect(unknownVersion.status).toBe(422);
    expect(unknownVersion.body.errors[0]).toMatchObject({ field: 'consents.0.consent_schema_id' });
    const unknownId = await call('POST', '/consents/user_consents', { headers: u.auth, json: { consents: [{ consent_schema_id: 999999, version_number: 1, accepted: true }] } });
    expect(firstCode(unknownId.body)).toBe('common.validation');
    const malformed = await call('POST', '/consents/user_consents', { headers: u.auth, json: { consents: [{ consent_schema_id: 'x' }] } });
    expect(malformed.status).toBe(422);
  });

  it('stores an optional consent declined, and lets the user change their mind', async () => {
    const event = await insertEvent(ctx);
    const id = await customConsent(event.id, 'newsletter', { en: { text: 'News' } });
    const u = await insertTestUser(ctx);
    const send = (accepted: boolean) =>
      call('POST', '/consents/user_consents', { headers: u.auth, json: { consents: [{ consent_schema_id: id, version_number: 1, accepted }] } });
    expect((await send(false)).status).toBe(200);
    expect((await send(true)).status).toBe(200);
    const mine = await call('GET', '/consents/user_consents/user_app_consents', { headers: u.auth });
    expect(mine.body.consents.find((c: { consent_schema_id: number }) => c.consent_schema_id === id)).toMatchObject({ accepted: true });
  });

  it('asks again when a new version of a system consent is published', async () => {
    const u = await insertTestUser(ctx);
    const event = await insertEvent(ctx, { access_mode_type: 'close' });
    expect((await call('POST', `/events/${event.id}/join`, { headers: u.auth })).status).toBe(200);
    await ctx.db.insert(schema.consent_schema_versions).values({ consent_schema_id: idOf('terms'), version_number: 2, display_config: { en: { text: 'New terms {link}' } } });
    try {
      expect((await call('GET', '/consents/consent_schemas/missing', { headers: u.auth })).body).toEqual({ consents: [{ id: idOf('terms'), version_number: 2 }] });
      expect(firstCode((await call('GET', `/events/${event.id}/access`, { headers: u.auth })).body)).toBe('auth.missing_system_consents');
      await call('POST', '/consents/user_consents', { headers: u.auth, json: { consents: [{ consent_schema_id: idOf('terms'), version_number: 2, accepted: true }] } });
      expect((await call('GET', `/events/${event.id}/access`, { headers: u.auth })).status).toBe(200);
    } finally {
      await ctx.db.delete(schema.consent_schema_versions).where(eq(schema.consent_schema_versions.version_number, 2));
    }
  });
});
