import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { testConfig } from '@foyer/core/testing/test-ctx';
import { insertOrder, insertUser } from '@foyer/core/documents/testing/order-fixtures';
import { cliHarness } from '../testing/cli-harness.ts';
import { csvField } from '@foyer/core/platform/csv-field';

const { foyer, withDb, setUp, tearDown } = cliHarness('checkins');

beforeAll(async () => {
  await setUp();
  expect((await foyer('migrate')).code).toBe(0);
  expect((await foyer('event', 'create', '--title', 'Door Days', '--slug', 'door-days', '--start', '2027-06-01T09:00:00+02:00', '--end', '2027-06-02T18:00:00+02:00')).code).toBe(0);
  await withDb(async (db) => {
    const [event] = await db.select().from(schema.events).where(eq(schema.events.lp_url, 'door-days'));
    const ctx = { db, config: testConfig() };
    for (const [first, last] of [['Anna', 'Nowak'], ['=HYPERLINK("x")', 'Kowalski, Jr.']]) {
      const buyer = await insertUser(ctx);
      await insertOrder(ctx, { eventId: event!.id, buyer, holders: [{ first_name: first!, last_name: last!, email: buyer.email }], ticketName: 'Standard' });
    }
    await db.update(schema.ticket_reservations).set({ checked_in_at: new Date('2027-06-01T07:05:00Z') }).where(eq(schema.ticket_reservations.holder_last_name, 'Nowak'));
  });
}, 180_000);
afterAll(() => tearDown());

describe('foyer checkins export', () => {
  it('prints the door list as CSV, the checked-in first; a name cannot become a spreadsheet formula', async () => {
    const all = await foyer('checkins', 'export', '--event', 'door-days');
    expect(all.stderr).toBe('');
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,holder_name,ticket,checked_in_at,checked_in_by');
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},Anna Nowak,Standard,2027-06-01T07:05:00\.000Z,$/);
    expect(lines[2]).toMatch(/^[0-9a-f-]{36},"'=HYPERLINK\(""x""\) Kowalski, Jr\.",Standard,,$/);
    const out = await foyer('checkins', 'export', '--event', 'door-days', '--state', 'out');
    expect(out.stdout.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('names the bad flag and exits 2', async () => {
    const state = await foyer('checkins', 'export', '--event', 'door-days', '--state', 'maybe');
    expect(state.code).toBe(2);
    expect(state.stderr).toContain('--state');
    const event = await foyer('checkins', 'export', '--event', 'no-such-event');
    expect(event.code).toBe(2);
    expect(event.stderr).toContain('--event');
  });

  it('foyer events list names the event for --event, as text or JSON', async () => {
    const text = await foyer('events', 'list');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^door-days\tDoor Days\tdefault\t2027-06-01 – 2027-06-02\tnone$/m);
    const json = await foyer('events', 'list', '--json');
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ slug: 'door-days', title: 'Door Days', organization: 'default', access_mode: 'none' })]);
  });

  it('csvField quotes separators and quotes, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('+48 123')).toBe("'+48 123");
    expect(csvField(null)).toBe('');
  });
});
