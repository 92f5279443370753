import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';

/**
 * The signed-in viewer's own channel (`user:<id>`: notifications, later inbox and friends).
 * Only ever the viewer's: the id comes from the token, never from the client.
 */
export async function subscribeUser(
  ctx: Pick<Ctx, 'pubsub'>,
  viewer: Pick<Viewer, 'id'> | null,
  onMessage: (message: unknown) => void,
): Promise<() => Promise<void>> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  return ctx.pubsub.subscribe(channels.user(viewer.id), onMessage);
}
