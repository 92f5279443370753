import { redirect } from 'react-router';
import { webViewer } from '../../../session/web-session.server.ts';
import type { AuthRequest } from './auth-request.server.ts';
import { registerTexts, customConsents } from './register-data.server.ts';
import { pendingSignInStep } from './sign-in-steps.server.ts';
import { socialConfig } from './social-sign-in.server.ts';

/**
 * The login screen. A signed-in visitor with nothing left to do is sent on (SPEC §2: "if already
 * authorized and joined on mount, it closes"); one who still owes the system consents or waits
 * on a whitelist sees that dialog here.
 */
export async function loginLoader(req: AuthRequest) {
  const { viewer } = await webViewer(req.ctx, req.request);
  const pending = viewer ? await pendingSignInStep(req.ctx, req.event, viewer, req.locale) : null;
  if (viewer && !pending) throw redirect(req.next);
  return { social: socialConfig(req.ctx, req.event), pending, redirectTo: req.next };
}

/** The registration screen: the event's consents and its title/subtitle overrides. */
export async function registerLoader(req: AuthRequest) {
  const { viewer } = await webViewer(req.ctx, req.request);
  if (viewer) throw redirect(req.next);
  return {
    consents: await customConsents(req.ctx, req.event.id, req.locale),
    texts: registerTexts(req.event.lp_settings, req.locale),
    redirectTo: req.next,
  };
}

/** Screens that show pending sign-in steps of a signed-in visitor (registration/completed). */
export async function pendingStepLoader(req: AuthRequest) {
  const { viewer } = await webViewer(req.ctx, req.request);
  const pending = viewer ? await pendingSignInStep(req.ctx, req.event, viewer, req.locale) : null;
  return { pending, signedIn: viewer !== null };
}
