import type { Ctx } from '@foyer/core/context';
import { routeEvent } from '../../access/route-event.server.ts';
import { safeRedirect } from '../../access/safe-redirect.ts';
import { eventLocale } from '../../../server/request-event.server.ts';
import { clientIp } from '../../../server/client-ip.server.ts';
import { introductionPath, pageHref } from '../auth-links.ts';

/** SPEC §9: the fixed registration source marker this client sends with account calls. */
export const authSource = 'foyer-web';

export type AuthEvent = Awaited<ReturnType<typeof routeEvent>>['event'];

/** Everything an auth loader or action needs about the request it serves. */
export interface AuthRequest {
  ctx: Ctx;
  request: Request;
  event: AuthEvent;
  basePath: string;
  locale: string;
  /** Where to go after signing in: a safe `redirectTo` (form, then query), else the event home. */
  next: string;
  /** The form was sent by our JavaScript (which shows progress and navigates itself). */
  js: boolean;
  form: FormData | null;
  ip: string;
  /** The login screen continuing to `next`: it shows a signed-in visitor's pending consents or whitelist dialog. */
  pendingAt: string;
}

export async function authRequest(ctx: Ctx, request: Request, slug: string | undefined, opts: { readForm?: boolean } = {}): Promise<AuthRequest> {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const form = opts.readForm ? await request.formData() : null;
  const locale = await eventLocale(ctx, request, event);
  const requested = form?.get('redirectTo') || new URL(request.url).searchParams.get('redirectTo');
  const next = safeRedirect(requested, introductionPath(basePath));
  return {
    ctx,
    request,
    event,
    basePath,
    locale,
    next,
    js: form?.get('_js') === '1',
    form,
    ip: clientIp(request),
    pendingAt: pageHref(basePath, 'login', `?redirectTo=${encodeURIComponent(next)}`),
  };
}
