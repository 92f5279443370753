import { schema, type Db } from '@foyer/db';
import { randomBytes } from 'node:crypto';
import type { UserRow } from './find-user.ts';

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
  locale: string | null;
}

/** Inserts an account with its public handles (user_identity_token, qrcode) from the CSPRNG. */
export async function createUserRow(db: Db, u: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(schema.users)
    .values({
      ...u,
      user_identity_token: randomBytes(16).toString('hex'),
      qrcode: `U-${randomBytes(10).toString('hex')}`,
    })
    .returning();
  return row!;
}
