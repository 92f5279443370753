import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { getModeratedSpeaker, listSpeakerUpdates, submitSpeakerUpdate } from '@foyer/core/moderation/speaker-updates';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { asScreenResponse } from '../components/app-error-response.server';
import { cancelUpdateAction, formLocales, openManage } from './manage.server.ts';
import type { FormFailure } from './exhibitor-form.server.ts';
import { uploadFormFiles } from './upload-form-files.server.ts';

/** `manage/speaker/:speakerId`: the speaker's profile as a form, and the moderator's updates. */
export async function speakerScreenLoader(ctx: Ctx, request: Request, params: { slug?: string; speakerId?: string }) {
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.speakerId);
  if (id == null) throw data({ code: 'moderation.speaker_not_found' }, { status: 404 });
  const [s, updates] = await asScreenResponse(() => Promise.all([getModeratedSpeaker(ctx, m.scope, id), listSpeakerUpdates(ctx, m.scope, id)]));
  return {
    basePath: m.basePath,
    notice: m.notice,
    speaker: { id: s.id, ...s.current },
    locales: await formLocales(ctx, m.event.id, s.locales),
    updates: updates.map((u) => ({ id: u.id, status: u.status, created: { iso: u.created_at, text: m.when(u.created_at) }, rejection_note: u.rejection_note, extra_note: u.extra_note })),
  };
}

/** Posts a proposal (`payload` JSON + `picture` file) or, with intent=cancel, withdraws a pending one. */
export async function speakerAction(ctx: Ctx, request: Request, params: { slug?: string; speakerId?: string }) {
  if (new URL(request.url).searchParams.get('intent') === 'cancel') return cancelUpdateAction(ctx, request, params, 'speaker');
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.speakerId);
  if (id == null) throw data({ code: 'moderation.speaker_not_found' }, { status: 404 });
  // Someone else's speaker is a 404 before anything is read or stored (no files for a refusal).
  await asScreenResponse(() => getModeratedSpeaker(ctx, m.scope, id));
  const form = await request.formData();
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(String(form.get('payload') ?? '{}')) as Record<string, unknown>;
  } catch {
    return data<FormFailure>({ errors: [{ code: 'common.validation', message: 'Invalid form', field: 'payload' }], uploaded: {} }, { status: 422 });
  }
  const uploads = await uploadFormFiles(ctx, m.viewer, form, { picture: 'updated_speaker.picture_id' });
  if (uploads.errors.length) return data<FormFailure>({ errors: uploads.errors, uploaded: uploads.ids }, { status: 422 });
  const s = (payload.updated_speaker ?? {}) as Record<string, unknown>;
  if (typeof uploads.ids.picture === 'number') s.picture_id = uploads.ids.picture;
  try {
    await submitSpeakerUpdate(ctx, m.scope, id, { ...payload, updated_speaker: s } as Parameters<typeof submitSpeakerUpdate>[3]);
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data<FormFailure>({ errors: err.items, uploaded: uploads.ids }, { status: err.status });
  }
  throw redirect(`${m.basePath}/manage/speaker/${id}?moderation=submitted`);
}
