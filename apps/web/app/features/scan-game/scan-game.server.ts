import { data, redirect } from 'react-router';
import QRCode from 'qrcode';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { listConversations, myScanCode } from '@foyer/core/qr-scan/conversations';
import { openGames } from '@foyer/core/qr-scan/scan-scope';
import { CONVERSATION_MS, QR_SCAN_POINTS, scanCode, scanPerson, type ScanOutcome } from '@foyer/core/qr-scan/scan-person';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { currentPath, screenUrl } from '../access/safe-redirect.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { loadComponent } from '../components/load-component.server';
import { asScreenResponse } from '../components/app-error-response.server';

type Params = { slug?: string; componentId?: string };

/**
 * The games component of the URL for a signed-in visitor: guests go to login and back, the event's
 * gates redirect as everywhere (code, join), and with `players` a signed-in passer-by of an open
 * event is sent to join — points are for the event's people.
 */
export async function gamesScope(ctx: Ctx, request: Request, params: Params, opts: { players: boolean } = { players: true }) {
  const { event, component } = await loadComponent(ctx, request, params);
  if (component.component_name !== 'treasure_hunt') throw data({ code: 'component.not_found' }, { status: 404 });
  await requireSignedIn(ctx, request, event);
  const { viewer, access, basePath } = await requireEventAccess(ctx, request, event);
  if (opts.players && !access.joined && !access.is_admin) throw redirect(screenUrl(basePath, 'join', currentPath(request)));
  const req = { eventId: event.id, viewer, locale: await eventLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id) };
  return { event, component, req };
}

/** The player's personal QR as an SVG (drawn on the server: the page needs no QR library). */
export async function personalQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * `component/:componentId/scan`: the scan game — my code to be scanned, the camera to scan
 * another's, and the people I have talked with. `now` is the server's time, so the timers count
 * down by its clock, not by a phone's that runs fast or slow.
 */
export async function scanGameLoader(ctx: Ctx, request: Request, params: Params) {
  const { event, component, req } = await gamesScope(ctx, request, params);
  return asScreenResponse(async () => {
    const scope = await openGames(ctx, { ...req, componentId: component.id });
    const code = await myScanCode(ctx, scope);
    return {
      eventId: event.id,
      component: { id: component.id, label: component.label },
      code,
      qrSvg: await personalQrSvg(code),
      conversations: await listConversations(ctx, scope),
      now: ctx.clock.now().toISOString(),
      conversationSeconds: CONVERSATION_MS / 1000,
      points: QR_SCAN_POINTS,
    };
  });
}

export type ScanGameData = Awaited<ReturnType<typeof scanGameLoader>>;
export type ScanAnswer = { ok: true; outcome: ScanOutcome; now: string } | { ok: false; code: string };

/** The scan form (the camera's read, or a code typed): the outcome, or the refusal's code for the page to say. */
export async function scanGameAction(ctx: Ctx, request: Request, params: Params) {
  const { component, req } = await gamesScope(ctx, request, params);
  const form = await request.formData();
  const raw = form.get('code');
  const parsed = scanCode.safeParse(typeof raw === 'string' ? raw : '');
  if (!parsed.success) return data({ ok: false, code: 'qr_scan.not_recognised' } satisfies ScanAnswer, { status: 422 });
  try {
    const scope = await openGames(ctx, { ...req, componentId: component.id });
    const outcome = await scanPerson(ctx, scope, parsed.data);
    return { ok: true, outcome, now: ctx.clock.now().toISOString() } satisfies ScanAnswer;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ ok: false, code: err.code } satisfies ScanAnswer, { status: err.status });
  }
}
