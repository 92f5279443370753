import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { createAttachment } from '@foyer/core/profile/create-attachment';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { requireAdmin } from '../admin/admin-panel.server.ts';

/** One non-empty file (its type and size are checked by content in createAttachment). */
const uploadForm = z.object({ file: z.instanceof(File).refine((f) => f.size > 0) });

/**
 * `admin/landing/upload`: a picture for the image module, stored as an attachment (type by
 * content, 5 MB, rate-limited: core profile/create-attachment). Answers JSON with a
 * root-relative address, so the page shows it on whatever host serves the event.
 */
export async function uploadImageAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { viewer } = await requireAdmin(ctx, request, slug);
  // The code is translated by the builder, in the language its interface shows.
  const refuse = (status: number, code: string) => Response.json({ ok: false, code }, { status });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return refuse(403, 'common.forbidden');
  const form = await request.formData().catch(() => null);
  const parsed = uploadForm.safeParse({ file: form?.get('file') });
  if (!parsed.success) return refuse(422, 'common.required');
  const { file } = parsed.data;
  try {
    const stored = await createAttachment(ctx, viewer, { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    return Response.json({ ok: true, url: new URL(stored.file_url).pathname });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return refuse(err.status, err.code);
  }
}
