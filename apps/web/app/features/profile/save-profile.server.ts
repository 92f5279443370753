import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createAttachment } from '@foyer/core/profile/create-attachment';
import { updateCurrentUser, type UpdateCurrentUserInput } from '@foyer/core/profile/update-current-user';

/**
 * Stores the chosen photo (POST attachments: the service checks the bytes) and then saves the
 * profile with it (PUT current_user). An AppError from either reaches the caller; the upload
 * error names `file`, which `profileFieldMap` puts on the form's photo input.
 */
export async function saveProfile(ctx: Ctx, viewer: Viewer, photo: File | undefined, input: UpdateCurrentUserInput): Promise<void> {
  let attachment_id: number | undefined;
  if (photo && photo.size > 0) {
    const bytes = new Uint8Array(await photo.arrayBuffer());
    attachment_id = (await createAttachment(ctx, viewer, { filename: photo.name, bytes })).id;
  }
  await updateCurrentUser(ctx, viewer, attachment_id ? { ...input, attachment_id } : input);
}

/** Service field names → the form's. */
export const profileFieldMap: Record<string, string> = { file: 'photo', attachment_id: 'photo' };
