import type { Ctx } from '../context.ts';
import { findUserById } from './find-user.ts';
import { verifyPasswordHash } from './password-hash.ts';

/**
 * Whether `password` is the user's current password (change of e-mail, the admin panel's
 * re-entry, SPEC §5/§6). Accounts without a password (social sign-in only) never match.
 */
export async function verifyUserPassword(ctx: Pick<Ctx, 'db'>, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  return verifyPasswordHash(user?.password_hash, password);
}
