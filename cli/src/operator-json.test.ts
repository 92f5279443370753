import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCsv, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';
import { cliHarness } from './testing/cli-harness.ts';

/** Issue #16: every operator command answers --json, errors included, and takes paths and numbers as typed. */
const { foyer, foyerFrom, setUp, tearDown } = cliHarness('json');
const json = (text: string) => JSON.parse(text.trim().split('\n').at(-1)!);
const eventArgs = ['event', 'create', '--title', 'Json Days', '--slug', 'json-days', '--start', '2027-06-01', '--end', '2027-06-02', '--organization', 'acme', '--access-mode', 'whitelist'];

beforeAll(async () => {
  await setUp();
  const migrated = await foyer('migrate', '--json');
  expect(migrated.code).toBe(0);
  expect(json(migrated.stdout)).toMatchObject({ up_to_date: true });
}, 180_000);
afterAll(() => tearDown());

describe('the operator CLI in JSON', { timeout: 120_000 }, () => {
  it('event create prints the event, and a taken slug or an unknown flag is a JSON error naming it (exit 2)', async () => {
    const made = await foyer(...eventArgs, '--json');
    expect(made.code).toBe(0);
    expect(json(made.stdout)).toMatchObject({ slug: 'json-days', title: 'Json Days', url: expect.stringMatching(/\/json-days$/) });
    const taken = await foyer(...eventArgs, '--json');
    expect(taken.code).toBe(2);
    expect(json(taken.stdout).errors).toEqual([expect.objectContaining({ flag: '--slug', message: expect.stringContaining('json-days') })]);
    const unknown = await foyer('events', 'list', '--json', '--colour');
    expect(unknown.code).toBe(2);
    expect(json(unknown.stdout).errors[0].message).toContain("unknown option '--colour'");
  });

  it('whitelist answers JSON; an address past 254 characters and a request id in hex are refused by flag', async () => {
    const long = await foyer('whitelist', 'add', '--event', 'json-days', '--email', `${'a'.repeat(300)}@example.com`, '--json');
    expect(long.code).toBe(2);
    expect(json(long.stdout).errors[0]).toMatchObject({ flag: '--email' });
    const added = await foyer('whitelist', 'add', '--event', 'json-days', '--email', 'guest@example.com', '--json');
    expect(json(added.stdout)).toEqual({ email: 'guest@example.com', added: true });
    const list = await foyer('whitelist', 'list', '--event', 'json-days', '--json');
    expect(json(list.stdout)).toEqual({ guest_list: ['guest@example.com'], requests: [] });
    // z.coerce read 0x10 as request 16: a typo must not approve somebody else.
    const hex = await foyer('whitelist', 'approve', '--event', 'json-days', '--request', '0x10', '--json');
    expect(hex.code).toBe(2);
    expect(json(hex.stdout).errors[0]).toMatchObject({ flag: '--request' });
  });

  it('checkins export --json is the list as an array', async () => {
    const out = await foyer('checkins', 'export', '--event', 'json-days', '--json');
    expect(out.code).toBe(0);
    expect(json(out.stdout)).toEqual([]);
  });

  it('reads the CSV and writes the ZIP relative to where the operator typed the command', async () => {
    const here = mkdtempSync(join(tmpdir(), 'foyer-operator-'));
    const rows = sampleRows(2).map((r) => ({ ...r, issue_date: '2026-11-20', sale_date: '2026-11-18', due_date: '' }));
    writeFileSync(join(here, 'march.csv'), sampleCsv(rows));
    const imported = await foyerFrom(here, 'invoices', 'import', 'march.csv', '--event', 'json-days', '--json');
    expect(imported.code).toBe(0);
    const report = json(imported.stdout);
    expect(report).toMatchObject({ good_rows: 2, status: 'done' });
    const zipped = await foyerFrom(here, 'invoices', 'zip', '--event', 'json-days', '--batch', String(report.batch_id), '--out', 'march.zip', '--json');
    expect(zipped.code).toBe(0);
    expect(json(zipped.stdout)).toEqual({ file: join(here, 'march.zip'), batch: report.batch_id, invoices: 2, problems: 0 });
    expect(existsSync(join(here, 'march.zip'))).toBe(true);
    const sci = await foyer('invoices', 'zip', '--event', 'json-days', '--batch', '1e3', '--json');
    expect(sci.code).toBe(2);
    expect(json(sci.stdout).errors[0]).toMatchObject({ flag: '--batch' });
  });
});
