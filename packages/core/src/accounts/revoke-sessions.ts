import { schema, type Db } from '@foyer/db';
import { and, eq, isNull, ne } from 'drizzle-orm';

/** Ends one session: every refresh token of the family, and with them its jwt_tokens (resolveViewer). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(schema.refresh_tokens)
    .set({ revoked_at: now })
    .where(and(eq(schema.refresh_tokens.family_id, familyId), isNull(schema.refresh_tokens.revoked_at)));
}

/** Ends every session of a user, or every one but `keepFamilyId` (the one changing the password). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepFamilyId?: string): Promise<void> {
  await db
    .update(schema.refresh_tokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(schema.refresh_tokens.user_id, userId),
        isNull(schema.refresh_tokens.revoked_at),
        keepFamilyId === undefined ? undefined : ne(schema.refresh_tokens.family_id, keepFamilyId),
      ),
    );
}
