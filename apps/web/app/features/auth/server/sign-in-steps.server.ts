import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { isAppError } from '@foyer/core/errors';
import { getEventAccess } from '@foyer/core/access/get-event-access';
import { joinEvent } from '@foyer/core/access/join-event';
import { specificFieldsSubmitted } from '@foyer/core/access/specific-fields-submitted';
import { missingSystemConsents } from '@foyer/core/consents/missing-system-consents';
import { listConsentSchemas } from '@foyer/core/consents/list-consent-schemas';
import { screenUrl } from '../../access/safe-redirect.ts';
import type { AuthOutcome, ConsentView } from '../auth-result.ts';
import type { AuthEvent } from './auth-request.server.ts';

export type SignInStep = Extract<AuthOutcome, { type: 'signed-in' | 'consents' | 'whitelist' }>;

/** The system consents the viewer still has to accept, with their texts (SPEC §4 consents modal). */
export async function missingConsentViews(ctx: Ctx, viewer: Pick<Viewer, 'id'>, locale: string): Promise<ConsentView[]> {
  const missing = await missingSystemConsents(ctx, viewer);
  if (!missing.length) return [];
  const ids = new Set(missing.map((m) => m.id));
  return (await listConsentSchemas(ctx, { eventId: null, locale })).filter((s) => ids.has(s.id));
}

/**
 * What stands between a signed-in viewer and the event, without changing anything (for GET
 * screens): missing system consents, or a whitelist event that has not admitted them.
 */
export async function pendingSignInStep(ctx: Ctx, event: AuthEvent, viewer: Viewer, locale: string): Promise<Exclude<SignInStep, { type: 'signed-in' }> | null> {
  const consents = await missingConsentViews(ctx, viewer, locale);
  if (consents.length) return { type: 'consents', consents };
  if (event.access_mode_type !== 'whitelist') return null;
  const access = await getEventAccess(ctx, event, viewer);
  if (access.joined || access.whitelisted || access.is_admin || access.join_request === 'approved') return null;
  return { type: 'whitelist', requested: access.join_request === 'pending' };
}

/**
 * SPEC §4 "Login flow", run on the server after any sign-in: system consents first (a dialog
 * that cannot be cancelled), then joining the event (whitelist events may refuse: the whitelist
 * dialog), then the event's extra registration fields (D's onboarding step), then `next`.
 */
export async function continueSignIn(ctx: Ctx, event: AuthEvent, viewer: Viewer, opts: { basePath: string; next: string; locale: string }): Promise<SignInStep> {
  const consents = await missingConsentViews(ctx, viewer, opts.locale);
  if (consents.length) return { type: 'consents', consents };
  const access = await getEventAccess(ctx, event, viewer);
  if (!access.joined) {
    try {
      await joinEvent(ctx, viewer, event.id);
    } catch (err) {
      if (!isAppError(err)) throw err;
      if (err.code === 'auth.whitelist') return { type: 'whitelist', requested: access.join_request === 'pending' };
      if (err.code === 'auth.missing_system_consents') return { type: 'consents', consents: await missingConsentViews(ctx, viewer, opts.locale) };
      throw err;
    }
  }
  if (!(await specificFieldsSubmitted(ctx, viewer, event.id))) {
    return { type: 'signed-in', next: screenUrl(opts.basePath, 'onboarding?step=fields', opts.next) };
  }
  return { type: 'signed-in', next: opts.next };
}
