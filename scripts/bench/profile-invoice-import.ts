/**
 * Where the time of a 10,000-row invoice import goes, without the database: csv-parse alone,
 * our reader (csv-parse + line bookkeeping), and reading + checking every row (zod) — so the
 * import's share of the bench figure can be split into parsing, checking and storing.
 *   node --import tsx scripts/bench/profile-invoice-import.ts          (add --cpu-prof for a profile)
 */
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import { readCsvRecords } from '@foyer/core/invoice-import/read-csv-records';
import { stageRows } from '@foyer/core/invoice-import/stage-rows';
import { chunked, sampleCsv, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';

const rows = Number(process.env.ROWS ?? 10_000);
const text = sampleCsv(sampleRows(rows).map((r) => ({ ...r, issue_date: '2026-01-15', sale_date: '2026-01-14', due_date: r.due_date ? '2026-01-29' : '' })));

async function time(label: string, run: () => Promise<number>) {
  const ms: number[] = [];
  let n = 0;
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    n = await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} ${ms[2]!.toFixed(1).padStart(7)} ms  ${Math.round(n / (ms[2]! / 1000)).toLocaleString('en').padStart(9)} rows/s`);
}

await time('csv-parse alone', async () => {
  let n = 0;
  const parser = parse({ bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });
  const done = (async () => {
    for await (const _ of parser) n++;
  })();
  for await (const chunk of chunked(text)) if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
  parser.end();
  await done;
  return n - 1;
});
await time('readCsvRecords', async () => {
  let n = 0;
  for await (const _ of readCsvRecords(chunked(text), { maxBytes: 1e9 })) n++;
  return n - 1;
});
await time('stageRows (read + zod)', async () => {
  let n = 0;
  for await (const _ of stageRows(chunked(text), '2026-02-01', { sha256: null })) n++;
  return n;
});
