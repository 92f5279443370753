import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getCurrentUser, type CurrentUser } from './get-current-user.ts';
import { updateCurrentUserInput, type UpdateCurrentUserInput } from './update-current-user-input.ts';

export { updateCurrentUserInput, type UpdateCurrentUserInput };

/**
 * SPEC §7 PUT current_user. Fields left out stay as they are. The photo must be the user's own
 * upload; the names are copied onto every membership so attendee lists show the new ones.
 */
export async function updateCurrentUser(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id' | 'email'>, raw: UpdateCurrentUserInput): Promise<CurrentUser> {
  const { attachment_id, email, ...fields } = parseInput(updateCurrentUserInput, raw);
  if (email !== undefined && normalizeEmail(email) !== normalizeEmail(viewer.email)) {
    throw new AppError('common.validation', 'Change the e-mail address with your password (PUT current_user/email).', 'email');
  }
  const set: Partial<typeof schema.users.$inferInsert> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (attachment_id === null) Object.assign(set, { picture: null, picture_id: null });
  if (attachment_id) {
    const a = schema.attachments;
    const [own] = await ctx.db
      .select({ id: a.id, file_url: a.file_url })
      .from(a)
      .where(and(eq(a.id, attachment_id), eq(a.owner_user_id, viewer.id)))
      .limit(1);
    if (!own) throw new AppError('common.validation', 'Unknown attachment', 'attachment_id');
    Object.assign(set, { picture: own.file_url, picture_id: own.id });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(schema.users).set(set).where(eq(schema.users.id, viewer.id));
    await tx
      .update(schema.event_memberships)
      .set({ first_name: fields.first_name, last_name: fields.last_name })
      .where(eq(schema.event_memberships.user_id, viewer.id));
  });
  return getCurrentUser(ctx, viewer);
}
