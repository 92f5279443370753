import { schema, type Db } from '@foyer/db';
import type { EmailTokenKind } from '@foyer/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** How long each kind of e-mailed link stays valid. */
export const emailTokenTtlSeconds: Record<EmailTokenKind, number> = {
  confirmation: 24 * 60 * 60,
  magic_link: 15 * 60,
  password_reset: 60 * 60,
  // Issued by profile/change-email with its own token format; listed so every kind has a lifetime.
  email_change: 24 * 60 * 60,
};

export interface NewEmailToken {
  userId: number;
  kind: EmailTokenKind;
  eventId?: number | null;
  source?: string | null;
  now: Date;
}

/** Stores the hash of a fresh single-use token and returns the plain one for the link. */
export async function createEmailToken(db: Db, t: NewEmailToken): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(schema.email_tokens).values({
    user_id: t.userId,
    kind: t.kind,
    token_hash: hashOpaqueToken(token),
    event_id: t.eventId ?? null,
    source: t.source ?? null,
    expires_at: new Date(t.now.getTime() + emailTokenTtlSeconds[t.kind] * 1000),
  });
  return token;
}

/** Marks every unused token of a kind as used, so only the newest link works. */
export async function invalidateEmailTokens(db: Db, userId: number, kind: EmailTokenKind, now: Date, exceptId?: number) {
  await db
    .update(schema.email_tokens)
    .set({ used_at: now })
    .where(
      and(
        eq(schema.email_tokens.user_id, userId),
        eq(schema.email_tokens.kind, kind),
        isNull(schema.email_tokens.used_at),
        exceptId === undefined ? undefined : ne(schema.email_tokens.id, exceptId),
      ),
    );
}

/**
 * Uses up a link token: unknown or already used → auth.token_invalid, past its expiry →
 * auth.token_expired. The conditional update makes two simultaneous clicks count once.
 */
export async function consumeEmailToken(ctx: Pick<Ctx, 'db' | 'clock'>, kind: EmailTokenKind, token: string) {
  const now = ctx.clock.now();
  const hash = hashOpaqueToken(token);
  const [row] = await ctx.db
    .select()
    .from(schema.email_tokens)
    .where(and(eq(schema.email_tokens.token_hash, hash), eq(schema.email_tokens.kind, kind)))
    .limit(1);
  if (!row || row.used_at) throw new AppError('auth.token_invalid', 'This link is not valid', 'token');
  if (row.expires_at <= now) throw new AppError('auth.token_expired', 'This link has expired', 'token');
  const [used] = await ctx.db
    .update(schema.email_tokens)
    .set({ used_at: now })
    .where(and(eq(schema.email_tokens.id, row.id), isNull(schema.email_tokens.used_at)))
    .returning({ id: schema.email_tokens.id });
  if (!used) throw new AppError('auth.token_invalid', 'This link is not valid', 'token');
  return row;
}
