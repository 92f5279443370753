import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { isAppError, type ErrorItem } from '@foyer/core/errors';
import { createAttachment } from '@foyer/core/profile/create-attachment';

/**
 * Stores the files of a moderator form (each as POST attachments would: .jpg/.png by content,
 * 5 MB, the upload rate limit). `fields` maps a form field to the error field it answers for;
 * a field named `files` may carry several. Empty file inputs are skipped.
 */
export async function uploadFormFiles(ctx: Ctx, viewer: Viewer, form: FormData, fields: Record<string, string>) {
  const ids: Record<string, number | number[]> = {};
  const errors: ErrorItem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const files = form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0).slice(0, 20);
    for (const file of files) {
      try {
        const stored = await createAttachment(ctx, viewer, { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
        if (name === 'files') ids[name] = [...((ids[name] as number[] | undefined) ?? []), stored.id];
        else ids[name] = stored.id;
      } catch (err) {
        if (!isAppError(err)) throw err;
        errors.push(...err.items.map((i) => ({ ...i, field })));
      }
    }
  }
  return { ids, errors };
}
