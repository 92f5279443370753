import { schema } from '@foyer/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ContentScope } from './content-scope.ts';
import { speakerContact, translated } from './visibility.ts';
import { localizedColumn } from './localized-column.ts';

type Scope = ContentScope & { componentId: number };
const s = schema.speakers;

/** A speaker as the API and screens show it: position and bio in the scope's language where translated. */
function toSpeaker(row: typeof s.$inferSelect, scope: Scope) {
  const local = translated(row, scope.locale, ['position', 'description'] as const);
  const { created_at: _c, updated_at: _u, event_id: _e, translations: _t, ...rest } = speakerContact(local, scope.isAdmin);
  return rest;
}

/** SPEC §9: VIP speakers first, then by order, then by last name. */
export async function listSpeakers(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  const rows = await ctx.db
    .select()
    .from(s)
    .where(eq(s.event_component_id, scope.componentId))
    .orderBy(desc(s.vip), asc(s.order), asc(s.last_name), asc(s.first_name), asc(s.id));
  return rows.map((r) => toSpeaker(r, scope));
}

export async function getSpeaker(ctx: Pick<Ctx, 'db'>, scope: Scope, speakerId: number) {
  const [row] = await ctx.db
    .select()
    .from(s)
    .where(and(eq(s.id, speakerId), eq(s.event_component_id, scope.componentId)))
    .limit(1);
  if (!row) throw new AppError('common.not_found', 'Speaker not found');
  const a = schema.agenda_sessions;
  const link = schema.agenda_session_speakers;
  const sessions = await ctx.db
    .select({ id: a.id, name: localizedColumn(a.name, a.translations, 'name', scope.locale), time_start: a.time_start, time_end: a.time_end })
    .from(link)
    .innerJoin(a, eq(a.id, link.agenda_session_id))
    .where(and(inArray(link.speaker_id, [row.id]), eq(a.event_id, scope.eventId)))
    .orderBy(asc(a.time_start), asc(a.order), asc(a.id));
  return {
    ...toSpeaker(row, scope),
    agenda_sessions: sessions.map((x) => ({ ...x, time_start: x.time_start.toISOString(), time_end: x.time_end.toISOString() })),
  };
}
