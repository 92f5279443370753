import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { readWallClock, toWallClockInput } from '../../server/event-wall-clock.server.ts';
import { createHunt, createPoint, deleteHunt, deletePoint, listHuntsAdmin, updateHunt, updatePoint } from '@foyer/core/treasure-hunt/hunt-admin';
import { resources } from '@foyer/i18n';
import { currentPath } from '../access/safe-redirect.ts';
import { doneHref, readDone } from '../../server/done-param.server.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { notFoundAs404 } from '../../server/not-found-as-404.server.ts';

/** A datetime-local value read as the event's wall clock: an ISO instant, null when empty, the raw text when unreadable (core refuses it, naming the field). */
export function fromLocalInput(value: FormDataEntryValue | null, timeZone: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  return readWallClock(text, timeZone)?.toISOString() ?? text.slice(0, 40);
}

export interface HuntsActionResult {
  intent: string;
  /** The hunt or code the refused form was about (null: a new one). */
  target: number | null;
  errors: Record<string, string[]>;
}

/** `admin/treasure-hunts`: every hunt with its codes, behind the re-entered password. */
export async function adminHuntsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title };
  const hunts = await listHuntsAdmin(ctx, viewer, event.id);
  const local = (iso: string | null) => toWallClockInput(iso, event.timezone);
  const done = huntsDone(new URL(request.url).searchParams);
  return {
    reauth: false as const,
    title: event.title,
    basePath,
    timeZone: event.timezone,
    saved: done?.kind ?? null,
    /** The hunt or code the last post created (`&id=`), whose form is then said to have worked. */
    savedId: done?.id ?? null,
    hunts: hunts.map((h) => ({ ...h, from: local(h.active_from), to: local(h.active_to), points: h.points.map((p) => ({ ...p, from: local(p.active_from), to: local(p.active_to) })) })),
  };
}

const outcomes = ['saved', 'hunt_created', 'code_created', 'hunt_deleted', 'code_deleted'] as const;
export type HuntsOutcome = (typeof outcomes)[number];

/** The redirect's `?done=`: what the last successful post did, and the hunt or code it made. */
export function huntsDone(params: URLSearchParams) {
  return readDone(params, outcomes);
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
/** An empty number field is "no limit" (null); anything else goes to core as typed, which refuses what is not a whole number. */
const num = (form: FormData, name: string): number | null => {
  const v = str(form, name).trim();
  return v === '' ? null : Number(v);
};

export async function adminHuntsAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  const intent = str(form, 'intent');
  if (intent === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const tz = event.timezone;
  const hunt = () => ({ name: str(form, 'name'), description: str(form, 'description').trim() || null, active_from: fromLocalInput(form.get('active_from'), tz), active_to: fromLocalInput(form.get('active_to'), tz) });
  const point = () => ({ name: str(form, 'name'), points: num(form, 'points') ?? 1, usage_left: num(form, 'usage_left'), active_from: fromLocalInput(form.get('active_from'), tz), active_to: fromLocalInput(form.get('active_to'), tz) });
  const huntId = idFrom(form.get('huntId'));
  const pointId = idFrom(form.get('pointId'));
  const target = pointId ?? huntId;
  let outcome: HuntsOutcome = 'saved';
  let createdId: number | null = null;
  try {
    if (intent === 'create_hunt') {
      createdId = (await createHunt(ctx, viewer, event.id, hunt())).id;
      outcome = 'hunt_created';
    } else if (intent === 'update_hunt' && huntId) await updateHunt(ctx, viewer, event.id, huntId, hunt());
    else if (intent === 'delete_hunt' && huntId) {
      await deleteHunt(ctx, viewer, event.id, huntId);
      outcome = 'hunt_deleted';
    } else if (intent === 'create_point' && huntId) {
      createdId = (await createPoint(ctx, viewer, event.id, huntId, point())).id;
      outcome = 'code_created';
    } else if (intent === 'update_point' && pointId) await updatePoint(ctx, viewer, event.id, pointId, point());
    else if (intent === 'delete_point' && pointId) {
      await deletePoint(ctx, viewer, event.id, pointId);
      outcome = 'code_deleted';
    } else throw data({ code: 'common.validation' }, { status: 400 });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: Record<string, string[]> = {};
    for (const item of err.items) (errors[item.field ?? ''] ??= []).push(item.code);
    return data({ intent, target, errors } satisfies HuntsActionResult, { status: err.status });
  }
  // Post/redirect/get: a reload does not send the form again.
  throw redirect(doneHref(new URL(request.url).pathname, outcome, { id: createdId }));
}

/** `admin/treasure-hunts/{huntId}/codes.pdf`: the hunt's printable code sheet, in the administrator's language. */
export async function huntSheetPdf(ctx: Ctx, request: Request, slug: string | undefined, rawHuntId: string | undefined) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(`${basePath}/admin/treasure-hunts`);
  const huntId = idFrom(rawHuntId);
  if (!huntId) throw data({ code: 'treasure.hunt_not_found' }, { status: 404 });
  const locale = await eventLocale(ctx, request, event);
  const words = sheetWords(locale);
  // Loaded here: the PDF library is not worth loading with the route for the few who print a sheet.
  const { renderCodeSheet } = await import('@foyer/core/treasure-hunt/code-sheet');
  const sheet = await renderCodeSheet(ctx, viewer, event.id, huntId, words, locale).catch(notFoundAs404);
  const name = `${sheet.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'treasure-hunt'}-codes.pdf`;
  return new Response(new Uint8Array(sheet.bytes), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"`, 'Cache-Control': 'private, no-store' } });
}

type SheetDict = { sheet: { points_one?: string; points_few?: string; points_many?: string; points_other: string; type_hint: string } };

/** The sheet's words from the `games` namespace, with the locale's plural rule. */
function sheetWords(locale: string) {
  const dict = ((resources as Record<string, Record<string, unknown>>)[locale]?.games ?? (resources as Record<string, Record<string, unknown>>).en!.games) as SheetDict;
  const rules = new Intl.PluralRules(locale);
  return {
    points: (n: number) => {
      const form = rules.select(n) as 'one' | 'few' | 'many' | 'other';
      return (dict.sheet[`points_${form}`] ?? dict.sheet.points_other).replace('{{count}}', String(n));
    },
    typeHint: dict.sheet.type_hint,
  };
}
