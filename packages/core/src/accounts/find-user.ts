import { schema, type Db } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';

export type UserRow = typeof schema.users.$inferSelect;

/** The live (not deleted) account with this e-mail; pass it normalized (account-fields). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.email, email), isNull(schema.users.deleted_at)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.id, id), isNull(schema.users.deleted_at)))
    .limit(1);
  return row ?? null;
}
