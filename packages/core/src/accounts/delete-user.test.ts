import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, type TestCtx } from '../testing/test-ctx.ts';
import { createUserRow } from './create-user-row.ts';
import { deleteUser } from './delete-user.ts';
import { hashPassword } from './password-hash.ts';
import { refreshSession } from './refresh-session.ts';
import { startSession } from './start-session.ts';
import { verifyUserPassword } from './verify-password.ts';
import { resolveViewer } from './viewer.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

describe('deleteUser', () => {
  it('anonymises the row in place, so its id stays valid, and nothing of the account works any more', async () => {
    const user = await createUserRow(ctx.db, {
      email: 'marta@example.test', first_name: 'Marta', last_name: 'Wiśniewska', password_hash: await hashPassword('secret77'), email_confirmed_at: ctx.clock.now(), locale: 'pl',
    });
    expect(await verifyUserPassword(ctx, user.id, 'secret77')).toBe(true);
    const tokens = await startSession(ctx, user.id);
    const viewer = await resolveViewer(ctx, tokens.jwt_token);
    // Not without the password again (issue #12): nothing changes.
    await expect(deleteUser(ctx, viewer, {})).rejects.toMatchObject({ code: 'common.required', items: [{ field: 'current_password' }] });
    await expect(deleteUser(ctx, viewer, { current_password: 'not-it' })).rejects.toMatchObject({ code: 'auth.wrong_current_password' });
    expect(await verifyUserPassword(ctx, user.id, 'secret77')).toBe(true);
    await deleteUser(ctx, viewer, { current_password: 'secret77' });

    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ id: user.id, user_identity_token: user.user_identity_token, first_name: '', last_name: '', password_hash: null, qrcode: null, locale: null });
    expect(row!.email).not.toContain('marta');
    expect(await verifyUserPassword(ctx, user.id, 'secret77')).toBe(false);
    await expect(resolveViewer(ctx, tokens.jwt_token)).rejects.toMatchObject({ code: 'auth.token_invalid' });
    await expect(refreshSession(ctx, { refresh_token: tokens.refresh_token })).rejects.toMatchObject({ code: 'auth.refresh_token_invalid' });
    await expect(startSession(ctx, user.id)).rejects.toMatchObject({ code: 'auth.account_not_found' });
  });

  it('an account without a password is deleted by typing its own e-mail address', async () => {
    const user = await createUserRow(ctx.db, { email: 'magic@example.test', first_name: 'M', last_name: 'L', password_hash: null, email_confirmed_at: ctx.clock.now(), locale: null });
    const viewer = await resolveViewer(ctx, (await startSession(ctx, user.id)).jwt_token);
    await expect(deleteUser(ctx, viewer, { email: 'other@example.test' })).rejects.toMatchObject({ code: 'profile.delete_email_mismatch', items: [{ field: 'email' }] });
    await deleteUser(ctx, viewer, { email: ' Magic@Example.TEST ' });
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row!.deleted_at).not.toBeNull();
  });
});
