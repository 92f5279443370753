import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError, type ErrorItem } from '@foyer/core/errors';
import { getModeratedExhibitor, submitExhibitorUpdate } from '@foyer/core/moderation/exhibitor-updates';
import { listEventMembers } from '@foyer/core/people/list-event-members';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { asScreenResponse } from '../components/app-error-response.server';
import { eventExhibitorTags, formLocales, openManage, type ManageContext } from './manage.server.ts';
import { uploadFormFiles } from './upload-form-files.server.ts';

/** `manage/exhibitor/:exhibitorId/create`: the booth form, started from the current profile. */
export async function exhibitorFormLoader(ctx: Ctx, request: Request, params: { slug?: string; exhibitorId?: string }) {
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.exhibitorId);
  if (id == null) throw data({ code: 'moderation.exhibitor_not_found' }, { status: 404 });
  const x = await asScreenResponse(() => getModeratedExhibitor(ctx, m.scope, id));
  const q = new URL(request.url).searchParams.get('q')?.replaceAll('\u0000', '').trim().slice(0, 100) ?? '';
  const [tags, locales, matches] = await Promise.all([eventExhibitorTags(ctx, m.scope), formLocales(ctx, m.event.id, x.locales), peopleMatching(m, q)]);
  return { basePath: m.basePath, exhibitor: { id: x.id, ...x.current }, tags, locales, q, matches };
}

/** Contact users are the event's joined attendees: the form finds them by name. */
async function peopleMatching(m: ManageContext, q: string) {
  if (!q) return [];
  const page = await listEventMembers(m.ctx, m.event.id, m.viewer.id, { limit: 10, search: q });
  return page.users.map((u) => ({ user_identity_token: u.user_identity_token, first_name: u.first_name, last_name: u.last_name }));
}

export interface FormFailure {
  errors: ErrorItem[];
  /** Files already stored on this try: the next try sends their ids instead of the bytes again. */
  uploaded: Record<string, number | number[]>;
}

/**
 * The form posts its values as one JSON `payload` plus the chosen files (logo, banner, new
 * attachments). Files are stored first (POST attachments' checks), then the whole proposal goes
 * to core, which names every failing field; the answer keeps what was uploaded so nothing the
 * moderator chose or typed is lost.
 */
export async function exhibitorFormAction(ctx: Ctx, request: Request, params: { slug?: string; exhibitorId?: string }) {
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.exhibitorId);
  if (id == null) throw data({ code: 'moderation.exhibitor_not_found' }, { status: 404 });
  // Someone else's exhibitor is a 404 before anything is read or stored (no files for a refusal).
  await asScreenResponse(() => getModeratedExhibitor(ctx, m.scope, id));
  const form = await request.formData();
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(String(form.get('payload') ?? '{}')) as Record<string, unknown>;
  } catch {
    return data<FormFailure>({ errors: [{ code: 'common.validation', message: 'Invalid form', field: 'payload' }], uploaded: {} }, { status: 422 });
  }
  const uploads = await uploadFormFiles(ctx, m.viewer, form, { logo: 'updated_exhibitor.logo_id', banner: 'updated_exhibitor.banner_id', files: 'updated_exhibitor.attachment_ids' });
  if (uploads.errors.length) return data<FormFailure>({ errors: uploads.errors, uploaded: uploads.ids }, { status: 422 });
  const x = (payload.updated_exhibitor ?? {}) as Record<string, unknown>;
  if (typeof uploads.ids.logo === 'number') x.logo_id = uploads.ids.logo;
  if (typeof uploads.ids.banner === 'number') x.banner_id = uploads.ids.banner;
  if (Array.isArray(uploads.ids.files)) x.attachment_ids = [...(Array.isArray(x.attachment_ids) ? x.attachment_ids : []), ...uploads.ids.files];
  try {
    await submitExhibitorUpdate(ctx, m.scope, id, { ...payload, updated_exhibitor: x } as Parameters<typeof submitExhibitorUpdate>[3]);
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data<FormFailure>({ errors: err.items, uploaded: uploads.ids }, { status: err.status });
  }
  throw redirect(`${m.basePath}/manage/exhibitor/${id}?moderation=submitted`);
}
