import type { Ctx } from '@foyer/core/context';
import { eventLanguages } from '../../server/request-event.server.ts';
import { localeForRequest } from '../../server/locale.server.ts';

type EventRow = Parameters<typeof eventLanguages>[2];

/** The UI locale of the request, chosen exactly as the root loader chooses it. */
export async function requestLocale(ctx: Ctx, request: Request, event: EventRow): Promise<string> {
  return localeForRequest(request, await eventLanguages(ctx, request, event)).locale;
}
