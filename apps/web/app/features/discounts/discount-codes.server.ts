import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { listDiscountCodes, listDiscountTickets, queryDiscountCodes } from '@foyer/core/discounts/list-discount-codes';
import { createDiscountCode, updateDiscountCode } from '@foyer/core/discounts/save-discount-code';
import { deleteDiscountCode } from '@foyer/core/discounts/delete-discount-code';
import { isAppError } from '@foyer/core/errors';
import { currentPath } from '../access/safe-redirect.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { dayIn, endOfDayIn } from '../../server/event-wall-clock.server.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { doneHref, readDone } from '../../server/done-param.server.ts';
import { formatWhen } from '@foyer/i18n';
import { eventLocale, eventWords } from '../../server/request-event.server.ts';

/** What the form sent, echoed back so a refused form keeps what was typed. */
export interface DiscountFormValues {
  code: string;
  discount_percentage: string;
  max_tickets_quantity: string;
  valid_until: string;
  ticket_ids: string[];
}

export interface DiscountActionResult {
  intent: 'create' | 'update' | 'delete';
  codeId: number | null;
  values?: DiscountFormValues;
  /** Error codes per form field; '' holds the form-level ones. */
  errors: Record<string, string[]>;
}

/** The password prompt until the admin re-entered it (15 minutes), then the codes and tickets. */
export async function discountCodesLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title };
  const [codes, types, locale, words] = await Promise.all([
    listDiscountCodes(ctx, viewer, event.id),
    listDiscountTickets(ctx, viewer, event.id),
    eventLocale(ctx, request, event),
    eventWords(ctx, request, event),
  ]);
  // Ticket types as the checkout names them in this language.
  const tickets = types.map((t) => ({ ...t, name: words(t.name) }));
  const timeZone = event.timezone || 'UTC';
  // Formatted here, in the event's zone: the browser's ICU may format differently (hydration).
  const rows = codes.map((c) => ({ ...c, valid_until_text: c.valid_until ? formatWhen(c.valid_until, locale, timeZone, 'date') : null, valid_until_day: c.valid_until ? dayIn(c.valid_until, timeZone) : '' }));
  const params = new URL(request.url).searchParams;
  const editId = idFrom(params.get('edit'));
  return { reauth: false as const, title: event.title, codes: rows, tickets, editing: rows.find((r) => r.id === editId) ?? null, done: doneNotice(params, rows) };
}

/** What the last successful post did, from the redirect's address: shown once as a status message. */
export type DiscountDone = { kind: 'created' | 'updated' | 'deleted'; code: string } | null;

/**
 * `?done=created|updated&id=` names a code that exists (its own letters); `?done=deleted&name=`
 * names one that is gone, so only the code's own alphabet is accepted from the address.
 */
export function doneNotice(params: URLSearchParams, rows: { id: number; code: string }[]): DiscountDone {
  const done = readDone(params, ['created', 'updated', 'deleted'] as const);
  if (!done) return null;
  if (done.kind === 'deleted') return done.name && /^[A-Za-z0-9_-]{3,40}$/.test(done.name) ? { kind: 'deleted', code: done.name } : null;
  const row = rows.find((r) => r.id === done.id);
  return row ? { kind: done.kind, code: row.code } : null;
}

export type DiscountCodeRow = Extract<Awaited<ReturnType<typeof discountCodesLoader>>, { reauth: false }>['codes'][number];

export async function discountCodesAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  // Changes need a fresh proof too: the cookie may have expired while the page was open.
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const codeId = idFrom(form.get('codeId'));
  const values = formValues(form);
  const listPath = new URL(request.url).pathname;
  let next: string;
  try {
    if (intent === 'delete' && codeId) {
      // Its letters first: the message after the delete names the code that went.
      const [gone] = await queryDiscountCodes(ctx, event.id, codeId);
      await deleteDiscountCode(ctx, viewer, event.id, codeId);
      next = gone ? doneHref(listPath, 'deleted', { name: gone.code }) : listPath;
    } else if (intent === 'update' && codeId) {
      await updateDiscountCode(ctx, viewer, event.id, codeId, serviceInput(values, event.timezone || 'UTC'));
      next = doneHref(listPath, 'updated', { id: codeId });
    } else if (intent === 'create') next = doneHref(listPath, 'created', { id: (await createDiscountCode(ctx, viewer, event.id, serviceInput(values, event.timezone || 'UTC'))).id });
    else throw data({ code: 'common.validation' }, { status: 400 });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: Record<string, string[]> = {};
    // ticket_ids.N names one checkbox of the group: the group shows it.
    for (const item of err.items) (errors[item.field?.split('.')[0] ?? ''] ??= []).push(item.code);
    const result: DiscountActionResult = { intent: intent as DiscountActionResult['intent'], codeId, values, errors };
    return data(result, { status: err.status });
  }
  // Post/redirect/get: a reload does not resend the form, and the edit mode closes; `?done=` says what happened.
  throw redirect(next);
}

function formValues(form: FormData): DiscountFormValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    code: text('code'),
    discount_percentage: text('discount_percentage'),
    max_tickets_quantity: text('max_tickets_quantity'),
    valid_until: text('valid_until'),
    ticket_ids: form.getAll('ticket_ids').map(String),
  };
}

/** Form strings to the service's JSON; what cannot be converted is passed so the service names it. */
function serviceInput(v: DiscountFormValues, timeZone: string) {
  return {
    code: v.code,
    discount_percentage: v.discount_percentage === '' ? undefined : Number(v.discount_percentage),
    max_tickets_quantity: v.max_tickets_quantity === '' ? null : Number(v.max_tickets_quantity),
    valid_until: v.valid_until === '' ? null : (endOfDayIn(v.valid_until, timeZone) ?? v.valid_until),
    ticket_ids: v.ticket_ids.map(Number),
  };
}
