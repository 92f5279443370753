import type { Ctx } from '../context.ts';
import { revokeFamily } from './revoke-sessions.ts';
import type { Viewer } from './viewer.ts';

/** Ends the viewer's session: its refresh tokens and, through resolveViewer, its jwt_tokens. */
export async function logout(ctx: Pick<Ctx, 'db' | 'clock'>, viewer: Viewer): Promise<{ status: 'ok' }> {
  await revokeFamily(ctx.db, viewer.family_id, ctx.clock.now());
  return { status: 'ok' };
}
