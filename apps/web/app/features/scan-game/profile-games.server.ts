import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { isAppError } from '@foyer/core/errors';
import { myScanCode } from '@foyer/core/qr-scan/conversations';
import { openGames } from '@foyer/core/qr-scan/scan-scope';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { eventComponents, eventLocale } from '../../server/request-event.server.ts';
import { personalQrSvg } from './scan-game.server.ts';

type EventRow = Parameters<typeof eventComponents>[2];

/**
 * What the profile shows of the games: the player's personal QR for the scan game and the way
 * to the scan game and the photo booth — when the event has a games component the viewer may
 * open and plays in (a joined member or an administrator); else nothing.
 */
export async function profileGames(ctx: Ctx, request: Request, event: EventRow, viewer: Pick<Viewer, 'id' | 'email'>) {
  const games = (await eventComponents(ctx, request, event)).find((c) => c.component_name === 'treasure_hunt');
  if (!games) return null;
  try {
    const scope = await openGames(ctx, { eventId: event.id, viewer, locale: await eventLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id), componentId: games.id });
    return { componentId: games.id, qrSvg: await personalQrSvg(await myScanCode(ctx, scope)) };
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}
