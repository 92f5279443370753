import { eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { administratorTag } from '@foyer/core/access/is-event-admin';
import { updateEventLp } from '@foyer/core/landing/save-lp-settings';
import { randomBytes } from 'node:crypto';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A page at the schema's limit: 200 modules of every kind, with texts in two languages. */
function bigDocument(stamp: number): string {
  const kinds = [
    (i: number) => ({ type: 'text', props: { heading: `Section ${i}`, body: `Paragraph ${i} `.repeat(40) } }),
    (i: number) => ({ type: 'faq', props: { heading: `Questions ${i}`, items: Array.from({ length: 5 }, (_, q) => ({ question: `Question ${i}.${q}?`, answer: `Answer ${i}.${q}. `.repeat(6) })) } }),
    (i: number) => ({ type: 'cta', props: { heading: `Join ${i}`, label: 'Register', href: '/register' } }),
    (i: number) => ({ type: 'countdown', props: { label: `Starts in ${i}` } }),
  ];
  const modules = Array.from({ length: 200 }, (_, i) => ({ id: `m${i}`, order: i, ...kinds[i % kinds.length]!(i) }));
  const pl = Object.fromEntries(modules.filter((m) => 'heading' in m.props).map((m) => [(m.props as { heading: string }).heading, `Sekcja ${m.id}`]));
  return JSON.stringify({ header: { title: `Bench ${stamp}` }, modules, translations: { pl } });
}

/**
 * Issue #15: saving a 200-module page (validation by the renderer's schema, the version row,
 * the conflict check, the publish message) beside a bare `UPDATE events SET lp_settings` of
 * the same bytes. Target: under 100 ms per save.
 */
export async function benchLpSave(ctx: Ctx, saves = 30): Promise<{ rows: string[]; notes: string[] }> {
  const [event] = await ctx.db.select({ id: schema.events.id, version: schema.events.lp_version }).from(schema.events).where(eq(schema.events.lp_url, 'demo'));
  if (!event) return { rows: ['| landing page save (200 modules) | skipped | no demo event | — | < 100 ms | — |'], notes: [] };
  const [admin] = await ctx.db
    .insert(schema.users)
    .values({ user_identity_token: randomBytes(16).toString('hex'), email: `lp-save-${Date.now()}@bench.test`, email_confirmed_at: new Date(), first_name: 'Bench', last_name: 'Organizer' })
    .returning({ id: schema.users.id });
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: admin!.id, joined: true, user_tags: [administratorTag] });
  const docs = Array.from({ length: saves }, (_, i) => bigDocument(i));
  let version = event.version;
  const full: number[] = [];
  const bare: number[] = [];
  for (const [i, doc] of docs.entries()) {
    const t0 = performance.now();
    version = (await updateEventLp(ctx, { id: admin!.id }, event.id, { lp_settings: doc, base_version: version })).version;
    const t1 = performance.now();
    await ctx.db.execute(sql`update events set lp_settings = ${docs[(i + 1) % docs.length]!} where id = ${event.id}`);
    const t2 = performance.now();
    if (i > 2) {
      full.push(t1 - t0);
      bare.push(t2 - t1);
    }
  }
  const ms = median(full);
  return {
    rows: [`| landing page save, 200 modules (${(docs[0]!.length / 1024).toFixed(0)} KiB: validate, version row, conflict check, publish), ms per save | ${ms.toFixed(1)} ms | bare UPDATE of the same bytes: ${median(bare).toFixed(1)} ms | ${(ms / median(bare)).toFixed(1)}× | < 100 ms | ${ms < 100 ? 'yes' : 'NO'} |`],
    notes: [],
  };
}
