import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { createUserRow } from '../create-user-row.ts';
import { findUserByEmail, type UserRow } from '../find-user.ts';
import { startSession } from '../start-session.ts';
import type { AuthTokens } from '../tokens/issue-session-tokens.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { toLocale } from '../user-locale.ts';
import type { SocialProfile } from './social-profile.ts';

export interface SocialSignInOptions {
  /** SPEC §8: a new account needs the GDPR consent; without it the client opens the GDPR dialog. */
  gdpr?: boolean | null | undefined;
  locale?: string | null | undefined;
  device_id?: string | null | undefined;
  /** Names an existing account without names gets when the provider sent none (Apple). */
  placeholderNames?: { first_name: string; last_name: string };
  /** A new account needs both names (Apple sends them only on the first authorization). */
  requireNames?: boolean;
}

async function findLinkedUser(ctx: Pick<Ctx, 'db'>, p: SocialProfile): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select({ user: schema.users })
    .from(schema.social_identities)
    .innerJoin(schema.users, and(eq(schema.users.id, schema.social_identities.user_id), isNull(schema.users.deleted_at)))
    .where(and(eq(schema.social_identities.provider, p.provider), eq(schema.social_identities.provider_user_id, p.subject)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Links the provider's identity to an account by e-mail. The provider verified the address, so
 * the account becomes confirmed; a password set on a never-confirmed account is dropped, since
 * whoever chose it never proved they own the address (account pre-hijacking).
 */
async function linkByEmail(ctx: Pick<Ctx, 'db' | 'clock'>, user: UserRow, p: SocialProfile, o: SocialSignInOptions) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(schema.social_identities)
      .values({ user_id: user.id, provider: p.provider, provider_user_id: p.subject, email: p.email })
      .onConflictDoNothing();
    if (!user.email_confirmed_at) {
      await tx.update(schema.users).set({ email_confirmed_at: ctx.clock.now(), password_hash: null }).where(eq(schema.users.id, user.id));
    }
  });
  await fillMissingNames(ctx, user, p, o);
}

async function fillMissingNames(ctx: Pick<Ctx, 'db'>, user: UserRow, p: SocialProfile, o: SocialSignInOptions) {
  if (user.first_name && user.last_name) return;
  const first_name = user.first_name || p.first_name || o.placeholderNames?.first_name || '';
  const last_name = user.last_name || p.last_name || o.placeholderNames?.last_name || '';
  if (first_name !== user.first_name || last_name !== user.last_name) {
    await ctx.db.update(schema.users).set({ first_name, last_name }).where(eq(schema.users.id, user.id));
  }
}

async function createSocialUser(ctx: Pick<Ctx, 'db' | 'clock'>, p: SocialProfile & { email: string }, o: SocialSignInOptions): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    const user = await createUserRow(tx, {
      email: p.email,
      first_name: p.first_name,
      last_name: p.last_name,
      password_hash: null,
      email_confirmed_at: ctx.clock.now(),
      locale: toLocale(o.locale),
    });
    await tx.insert(schema.social_identities).values({ user_id: user.id, provider: p.provider, provider_user_id: p.subject, email: p.email });
    return user;
  });
}

/** Signs in (or up) with a verified provider profile: by linked identity, else by e-mail, else a new account. */
export async function signInWithProfile(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, p: SocialProfile, o: SocialSignInOptions): Promise<AuthTokens> {
  const linked = await findLinkedUser(ctx, p);
  if (linked) {
    await fillMissingNames(ctx, linked, p, o);
    return startSession(ctx, linked.id, { device_id: o.device_id });
  }
  const email = p.email;
  const byEmail = email ? await findUserByEmail(ctx.db, email) : null;
  if (byEmail) {
    await linkByEmail(ctx, byEmail, p, o);
    return startSession(ctx, byEmail.id, { device_id: o.device_id });
  }
  if (o.gdpr !== true) throw new AppError('auth.gdpr_consent_required', 'Please accept the privacy policy to create your account', 'gdpr');
  if (!email) throw new AppError('auth.social_token_invalid', 'The provider did not share a verified e-mail address', 'token');
  if (o.requireNames) {
    if (!p.first_name) throw new AppError('common.validation', 'Wrong first name', 'first_name');
    if (!p.last_name) throw new AppError('common.validation', 'Wrong last name', 'last_name');
  }
  try {
    const user = await createSocialUser(ctx, { ...p, email }, o);
    return startSession(ctx, user.id, { device_id: o.device_id });
  } catch (err) {
    // The same person signing in twice at once: the other request created the account; link to it.
    if (!isUniqueViolation(err)) throw err;
    const raced = (await findLinkedUser(ctx, p)) ?? (await findUserByEmail(ctx.db, email));
    if (!raced) throw err;
    await linkByEmail(ctx, raced, p, o);
    return startSession(ctx, raced.id, { device_id: o.device_id });
  }
}
