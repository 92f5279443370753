import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { checkReauth, requireAdmin } from './admin-panel.server.ts';
import { hasRecentReauth } from './reauth-cookie.server.ts';
import { eventFigures, type EventFigures } from '@foyer/core/tickets/event-figures';
import { formatMoney } from '../checkout/checkout-text.ts';
import { eventComponents, eventLocale, eventWords } from '../../server/request-event.server.ts';

/**
 * The admin panel's home (`admin`): event administrators only, behind the re-entered password
 * once; then it links every admin screen that exists, whose own gates see the same cookie and
 * do not ask again until it expires.
 */
export async function adminHomeLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath, viewer } = await requireAdmin(ctx, request, slug);
  const reauth = !(await hasRecentReauth(ctx, request, viewer.user_identity_token));
  // Sales and attendance are behind the password too: the prompt shows nothing else.
  const [raw, locale, words] = reauth ? [null, 'en', null] : await Promise.all([eventFigures(ctx, viewer, event.id), eventLocale(ctx, request, event), eventWords(ctx, request, event)]);
  // Ticket types as the door and the checkout name them in this language.
  const figures = raw && words ? { ...raw, tickets: raw.tickets.map((t) => ({ ...t, name: words(t.name) })) } : null;
  // The photo booth's frame is set on the booth itself (its administrators' box): the first Games component's.
  const games = (await eventComponents(ctx, request, event)).find((c) => c.component_name === 'treasure_hunt');
  const boothFrame = games ? `${basePath}/component/${games.id}/photo-booth#booth-admin-title` : null;
  return { reauth, title: event.title, basePath, accessMode: event.access_mode_type, figures: figures ? { ...figures, text: figureTexts(figures, locale) } : null, boothFrame };
}

/** Money and days written here, once: the browser's ICU may space them differently (hydration). */
function figureTexts(figures: EventFigures, locale: string) {
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  const revenue = figures.revenue.length ? figures.revenue.map((r) => formatMoney(r.amount, r.currency, locale)).join(' + ') : formatMoney(0, 'PLN', locale);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return { revenue: plain(revenue), days: Object.fromEntries(figures.sales_per_day.map((d) => [d.day, plain(day.format(new Date(`${d.day}T00:00:00Z`)))])) };
}

export async function adminHomeAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { viewer } = await requireAdmin(ctx, request, slug);
  return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, await request.formData()) }, { status: 422 });
}
