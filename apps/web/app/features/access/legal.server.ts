import type { Ctx } from '@foyer/core/context';
import { listConsentSchemas } from '@foyer/core/consents/list-consent-schemas';
import { routeEvent } from './route-event.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';

/**
 * The legal page: the consents a user is asked for (platform-wide first, then the event's own),
 * at their latest version, in the UI language. The system ones (terms, gdpr) link here.
 */
export async function legalLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event } = await routeEvent(ctx, request, slug);
  const locale = await eventLocale(ctx, request, event);
  const consents = await listConsentSchemas(ctx, { eventId: event.id, locale });
  return {
    consents: consents.map((c) => ({
      key: c.key,
      version: c.version_number,
      required: c.required,
      text: c.display_config.text,
      placeholders: c.display_config.placeholders,
    })),
  };
}
