import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { login } from '@foyer/core/accounts/login';
import { isEventAdmin } from '@foyer/core/access/is-event-admin';
import { systemClock } from '@foyer/core/context';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { testConfig } from '@foyer/core/testing/test-ctx';
import { cliHarness } from '../testing/cli-harness.ts';

const { foyer, withDb, setUp, tearDown } = cliHarness('admin');

beforeAll(async () => {
  await setUp();
  expect((await foyer('migrate')).code).toBe(0);
  const created = await foyer('event', 'create', '--title', 'Ops Days', '--slug', 'ops-days', '--start', '2027-06-01T09:00:00+02:00', '--end', '2027-06-02T18:00:00+02:00');
  expect(created.code).toBe(0);
}, 180_000);
afterAll(() => tearDown());

/** Signs in as the login form would; resolves to the user's id once the password is accepted. */
async function signIn(email: string, password: string) {
  return withDb(async (db) => {
    const ctx = { db, clock: systemClock, config: testConfig(), rateLimiter: new MemoryRateLimiter() };
    await login(ctx, { email, password }, { ip: '127.0.0.1' });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const [event] = await db.select().from(schema.events).where(eq(schema.events.lp_url, 'ops-days'));
    return { admin: await isEventAdmin({ db }, user!.id, event!.id) };
  });
}

describe('foyer admin grant', () => {
  it('creates a confirmed account that can sign in and administers the event, once', async () => {
    const first = await foyer('admin', 'grant', '--event', 'ops-days', '--email', ' Boss@Example.TEST ', '--password', 'sekret-123', '--json');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      event: 'ops-days',
      email: 'boss@example.test',
      account_created: true,
      password_set: true,
      already_admin: false,
      admin_url: 'http://localhost:3000/ops-days/admin',
    });
    expect(await signIn('boss@example.test', 'sekret-123')).toEqual({ admin: true });

    const again = await foyer('admin', 'grant', '--event', 'ops-days', '--email', 'boss@example.test');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('boss@example.test has an account and was already an administrator of "ops-days".');
    await withDb(async (db) => {
      const rows = await db.select({ tags: schema.event_memberships.user_tags }).from(schema.event_memberships);
      expect(rows).toEqual([{ tags: ['ADMINISTRATOR'] }]);
    });
  }, 120_000);

  it('promotes an existing member keeping their tags, and a new password replaces a forgotten one', async () => {
    await withDb(async (db) => {
      const [event] = await db.select().from(schema.events).where(eq(schema.events.lp_url, 'ops-days'));
      const [user] = await db
        .insert(schema.users)
        .values({ user_identity_token: 'tok-member', email: 'member@example.test', first_name: 'Mia', last_name: 'Member', email_confirmed_at: new Date() })
        .returning();
      await db.insert(schema.event_memberships).values({ event_id: event!.id, user_id: user!.id, user_tags: ['SPEAKER'] });
    });
    const text = await foyer('admin', 'grant', '--event', 'ops-days', '--email', 'member@example.test', '--password', 'new-pass-77');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('member@example.test has an account and is now an administrator of "ops-days".');
    expect(text.stdout).toContain('Its password was replaced and its sessions ended.');
    expect(text.stdout).toContain('Sign in at http://localhost:3000/ops-days/login, then open http://localhost:3000/ops-days/admin.');
    expect(await signIn('member@example.test', 'new-pass-77')).toEqual({ admin: true });
    await withDb(async (db) => {
      const [m] = await db.select().from(schema.event_memberships).innerJoin(schema.users, eq(schema.users.id, schema.event_memberships.user_id)).where(eq(schema.users.email, 'member@example.test'));
      expect(m!.event_memberships.user_tags).toEqual(['SPEAKER', 'ADMINISTRATOR']);
    });
  }, 120_000);

  it('without --password points to the magic link', async () => {
    const res = await foyer('admin', 'grant', '--event', 'ops-days', '--email', 'nopass@example.test', '--first-name', 'Nora');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created a confirmed account for nopass@example.test and is now an administrator');
    expect(res.stdout).toContain('/ops-days/login?method=magic-link');
    await withDb(async (db) => {
      const [u] = await db.select().from(schema.users).where(eq(schema.users.email, 'nopass@example.test'));
      expect(u).toMatchObject({ first_name: 'Nora', password_hash: null });
      expect(u!.email_confirmed_at).not.toBeNull();
    });
  }, 120_000);

  it('names the bad flag and exits with 2, changing nothing', async () => {
    const cases: [string[], string][] = [
      [['--event', 'ops-days', '--email', 'not-an-address'], 'error: --email: Invalid email address'],
      [['--event', 'ops-days', '--email', 'short@example.test', '--password', 'abc'], 'error: --password: Too short, use at least 7 characters'],
      [['--event', 'nope', '--email', 'x@example.test'], 'error: --event: no event with the slug "nope"'],
      [['--event', 'ops-days', '--email', 'y@example.test', '--first-name', '   '], 'error: --first-name: Wrong first name'],
    ];
    for (const [args, message] of cases) {
      const res = await foyer('admin', 'grant', ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(message);
      expect(res.stderr).not.toMatch(/\n\s+at /);
    }
    const missing = await foyer('admin', 'grant', '--event', 'ops-days');
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("required option '--email <address>' not specified");
    await withDb(async (db) => {
      const emails = (await db.select({ email: schema.users.email }).from(schema.users)).map((u) => u.email);
      expect(emails).not.toContain('short@example.test');
      expect(emails).not.toContain('x@example.test');
    });
  }, 120_000);
});
