import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { addSpecificField } from '@foyer/core/access/add-specific-field';
import { destroySpecificField } from '@foyer/core/access/destroy-specific-field';
import { listSpecificFieldsForAdmin } from '@foyer/core/access/list-specific-fields-admin';
import { updateSpecificField } from '@foyer/core/access/update-specific-field';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { currentPath } from '../access/safe-redirect.ts';
import { doneHref, readDone } from '../../server/done-param.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { formLocales } from '../moderation/manage.server.ts';

/** What the field forms post: the question, whether it is required, and `name_<locale>` per other language. */
export interface SpecificFieldValues {
  name: string;
  required: boolean;
  translations: Record<string, string>;
}

export interface SpecificFieldsActionResult {
  intent: 'add' | 'update' | 'remove';
  /** The field an update or removal was about. */
  fieldId: number | null;
  /** What was typed, kept when the form is refused. */
  values: SpecificFieldValues;
  /** Error codes per field; '' holds the form-level ones. */
  errors: Record<string, string[]>;
}

/** `admin/specific-fields`: the event's extra registration fields (SPEC §3, §7), behind the re-entered password. */
export async function specificFieldsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title };
  // The question is written in the event's main language; the others get one box each.
  const [fields, locales] = await Promise.all([listSpecificFieldsForAdmin(ctx, viewer, event.id), formLocales(ctx, event.id)]);
  return { reauth: false as const, title: event.title, fields, locales, done: doneNotice(new URL(request.url).searchParams, fields) };
}

/** What the last successful post did, read from the redirect's `?done=`: shown once as a status message. */
export type SpecificFieldsDone = { kind: 'removed' } | { kind: 'added' | 'updated'; name: string } | null;

/** `?done=removed`, or `?done=added|updated&id=` naming a field that still exists (its own name, not text from the address). */
export function doneNotice(params: URLSearchParams, fields: { id: number; name: string }[]): SpecificFieldsDone {
  const done = readDone(params, ['added', 'updated', 'removed'] as const);
  if (done?.kind === 'removed') return { kind: 'removed' };
  const field = done ? fields.find((f) => f.id === done.id) : undefined;
  return done && field ? { kind: done.kind, name: field.name } : null;
}

/** The posted field form; `name_<locale>` boxes become the translations (an empty one removes it). */
export function readFieldValues(form: FormData): SpecificFieldValues {
  const translations: Record<string, string> = {};
  for (const [key, value] of form) {
    const locale = /^name_([a-z]{2})$/.exec(key)?.[1];
    if (locale && typeof value === 'string') translations[locale] = value;
  }
  return { name: String(form.get('name') ?? ''), required: form.get('required') === 'on', translations };
}

export async function specificFieldsAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const values = readFieldValues(form);
  const fieldId = idFrom(form.get('fieldId'));
  const here = new URL(request.url).pathname;
  let next: string;
  try {
    if (intent === 'add') next = doneHref(here, 'added', { id: (await addSpecificField(ctx, viewer, event.id, values)).id });
    else if (intent === 'update') {
      if (!fieldId) throw data({ code: 'common.not_found' }, { status: 404 });
      next = doneHref(here, 'updated', { id: (await updateSpecificField(ctx, viewer, event.id, fieldId, values)).id });
    } else if (intent === 'remove') {
      if (!fieldId) throw data({ code: 'common.not_found' }, { status: 404 });
      await destroySpecificField(ctx, viewer, event.id, fieldId);
      next = doneHref(here, 'removed');
    } else throw data({ code: 'common.validation' }, { status: 400 });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: Record<string, string[]> = {};
    for (const item of err.items) (errors[item.field ?? ''] ??= []).push(item.code);
    return data({ intent: intent as SpecificFieldsActionResult['intent'], fieldId, values, errors } satisfies SpecificFieldsActionResult, { status: err.status });
  }
  // Post/redirect/get: a reload does not send the form again; `?done=` names what happened.
  throw redirect(next);
}
