import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { cliHarness } from '../testing/cli-harness.ts';

const { foyer, withDb, setUp, tearDown } = cliHarness('wl');

beforeAll(async () => {
  await setUp();
  expect((await foyer('migrate')).code).toBe(0);
  const created = await foyer('event', 'create', '--title', 'Closed Days', '--slug', 'closed-days', '--start', '2027-06-01T09:00:00+02:00', '--end', '2027-06-02T18:00:00+02:00', '--access-mode', 'whitelist');
  expect(created.code).toBe(0);
}, 180_000);
afterAll(() => tearDown());

async function requestFrom(email: string, locale = 'pl') {
  return withDb(async (db) => {
    const [event] = await db.select().from(schema.events).where(eq(schema.events.lp_url, 'closed-days'));
    const [user] = await db
      .insert(schema.users)
      .values({ user_identity_token: randomBytes(16).toString('hex'), email, first_name: 'Piotr', last_name: 'Nowak', locale })
      .returning();
    const [req] = await db.insert(schema.event_join_requests).values({ event_id: event!.id, user_id: user!.id }).returning();
    return { eventId: event!.id, userId: user!.id, requestId: req!.id };
  });
}

describe('foyer whitelist', () => {
  it('lists requests, approves one (whitelist, membership, e-mail) and refuses to reject it afterwards', async () => {
    const { eventId, userId, requestId } = await requestFrom('piotr@example.test');
    const list = await foyer('whitelist', 'list', '--event', 'closed-days', '--status', 'pending');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`#${requestId}\\s+pending\\s+piotr@example.test\\s+Piotr Nowak`));

    const approved = await foyer('whitelist', 'approve', '--event', 'closed-days', '--request', String(requestId));
    expect(approved.stderr).toBe('');
    expect(approved.stdout).toContain(`Request ${requestId} approved.`);
    await withDb(async (db) => {
      const entries = await db.select().from(schema.event_whitelist_entries).where(eq(schema.event_whitelist_entries.event_id, eventId));
      expect(entries.map((e) => e.email)).toContain('piotr@example.test');
      const [m] = await db.select().from(schema.event_memberships).where(eq(schema.event_memberships.user_id, userId));
      expect(m).toMatchObject({ event_id: eventId, joined: true, first_name: 'Piotr' });
      const [mail] = await db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, 'piotr@example.test'));
      // 'kept': the in-process queue ran the delivery job before the command exited.
      expect(mail).toMatchObject({ template: 'access.join_approved', locale: 'pl', status: 'kept', subject: 'Możesz już dołączyć do wydarzenia Closed Days' });
    });

    const reject = await foyer('whitelist', 'reject', '--event', 'closed-days', '--request', String(requestId));
    expect(reject.code).toBe(1);
    expect(reject.stderr).toContain('error: This request has already been approved');
  }, 120_000);

  it('rejects a request', async () => {
    const { requestId } = await requestFrom('anna@example.test', 'en');
    const rejected = await foyer('whitelist', 'reject', '--event', 'closed-days', '--request', String(requestId));
    expect(rejected.stdout).toContain(`Request ${requestId} rejected.`);
    const list = await foyer('whitelist', 'list', '--event', 'closed-days');
    expect(list.stdout).toMatch(new RegExp(`#${requestId}\\s+rejected\\s+anna@example.test`));
    expect(list.stdout).not.toContain('  anna@example.test\n');
  }, 120_000);

  it('adds an address to the guest list once', async () => {
    const added = await foyer('whitelist', 'add', '--event', 'closed-days', '--email', ' Guest@Example.TEST ');
    expect(added.stdout).toContain('Added guest@example.test to the guest list of "closed-days".');
    const again = await foyer('whitelist', 'add', '--event', 'closed-days', '--email', 'guest@example.test');
    expect(again.stdout).toContain('guest@example.test is already on the guest list');
    expect((await foyer('whitelist', 'list', '--event', 'closed-days')).stdout).toContain('  guest@example.test\n');
  }, 120_000);

  it('names every bad flag', async () => {
    const notNumber = await foyer('whitelist', 'approve', '--event', 'closed-days', '--request', 'abc');
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain('error: --request: must be a request id (a whole number)');
    const badEmail = await foyer('whitelist', 'add', '--event', 'closed-days', '--email', 'nope');
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('error: --email: must be an e-mail address');
    const noEvent = await foyer('whitelist', 'list', '--event', 'nope');
    expect(noEvent.code).toBe(2);
    expect(noEvent.stderr).toContain('error: --event: No event with the slug "nope"');
    const noRequest = await foyer('whitelist', 'approve', '--event', 'closed-days', '--request', '999999');
    expect(noRequest.code).toBe(2);
    expect(noRequest.stderr).toContain('error: --request: No request 999999 for the event "closed-days"');
    expect(noRequest.stderr).not.toMatch(/\n\s+at /);
    // Past Postgres integer: was a DrizzleQueryError and a stack.
    const huge = await foyer('whitelist', 'approve', '--event', 'closed-days', '--request', '2147483648');
    expect([huge.code, huge.stderr.trim()]).toEqual([2, 'error: --request: must be a request id (a whole number)']);
    const unknown = await foyer('whitelist', 'list', '--event', 'closed-days', '--bogus');
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining("unknown option '--bogus'")]);
    const help = await foyer('whitelist', '--help');
    expect(help.stdout).toContain('approve');
  }, 120_000);
});
