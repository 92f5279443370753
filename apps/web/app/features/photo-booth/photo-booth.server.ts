import { data } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { AppError, isAppError } from '@foyer/core/errors';
import { boothFrame, boothWall, openPhotoBooth, setBoothFrame } from '@foyer/core/photo-booth/booth-scope';
import { postBoothPhoto } from '@foyer/core/photo-booth/post-photo';
import { createAttachment } from '@foyer/core/profile/create-attachment';
import { clientIp } from '../../server/client-ip.server.ts';
import { gamesScope } from '../scan-game/scan-game.server.ts';
import { asScreenResponse } from '../components/app-error-response.server';

type Params = { slug?: string; componentId?: string };

/**
 * `component/:componentId/photo-booth`: what the booth needs to frame a photo on the phone — the
 * organizer's frame picture or the default's colour and name — and where a post goes.
 */
export async function photoBoothLoader(ctx: Ctx, request: Request, params: Params) {
  const { event, component, req } = await gamesScope(ctx, request, params, { players: false });
  return asScreenResponse(async () => {
    const scope = await openPhotoBooth(ctx, { ...req, componentId: component.id });
    const wall = await boothWall(ctx, event.id);
    return {
      component: { id: component.id, label: component.label },
      event: { title: event.title, color: event.main_color ?? null, textColor: event.main_text_color ?? null },
      frameUrl: await boothFrame(ctx, scope),
      wallComponentId: wall?.componentId ?? null,
      isAdmin: scope.isAdmin,
    };
  });
}

export type PhotoBoothData = Awaited<ReturnType<typeof photoBoothLoader>>;
export type BoothAnswer =
  | { ok: true; intent: 'post'; threadId: number; wallComponentId: number; points: number }
  | { ok: true; intent: 'frame'; frameUrl: string | null }
  | { ok: false; intent: string; code: string; field?: string };

const form = z.discriminatedUnion('intent', [
  // An empty file input still sends a File (no name, no bytes): that is no photo, not a bad one.
  z.object({ intent: z.literal('post'), message: z.string().max(6000), photo: z.instanceof(File).refine((f) => f.size > 0, 'required') }),
  z.object({ intent: z.literal('frame'), frame: z.instanceof(File) }),
  z.object({ intent: z.literal('frame-default') }),
]);

/** The booth's forms: post a (framed) photo to the wall; an administrator sets or resets the frame. */
export async function photoBoothAction(ctx: Ctx, request: Request, params: Params) {
  const { component, req } = await gamesScope(ctx, request, params, { players: false });
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return data({ ok: false, intent: 'post', code: field === 'photo' ? 'common.required' : 'common.validation', field } satisfies BoothAnswer, { status: 422 });
  }
  const input = parsed.data;
  try {
    const scope = await openPhotoBooth(ctx, { ...req, componentId: component.id });
    if (input.intent === 'post') {
      const bytes = new Uint8Array(await input.photo.arrayBuffer());
      const posted = await postBoothPhoto(ctx, scope, { bytes, message: input.message, accessCode: req.accessCode, ip: clientIp(request) });
      return { ok: true, intent: 'post', threadId: posted.thread_id, wallComponentId: posted.component_id, points: posted.points } satisfies BoothAnswer;
    }
    let attachmentId: number | null = null;
    if (input.intent === 'frame') {
      // Checked before the upload is stored: nobody else leaves a file behind.
      if (!scope.isAdmin) throw new AppError('common.forbidden', 'Only the event’s administrators may change the frame.');
      attachmentId = (await createAttachment(ctx, { id: scope.viewerId }, { filename: input.frame.name, bytes: new Uint8Array(await input.frame.arrayBuffer()) })).id;
    }
    const saved = await setBoothFrame(ctx, scope, { attachment_id: attachmentId });
    return { ok: true, intent: 'frame', frameUrl: saved.frame_url } satisfies BoothAnswer;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ ok: false, intent: input.intent, code: err.code, field: err.items[0]?.field } satisfies BoothAnswer, { status: err.status });
  }
}
