import { decideAuthError } from './decide-auth-error.ts';
import type { AuthActionData, ConsentView, SocialProvider } from './auth-result.ts';

/** The dialogs of the auth screens (SPEC §2 "Modals"), at most one at a time. */
export type AuthDialog =
  | { kind: 'error'; code: string | null; message: string }
  | { kind: 'email-confirmation'; email: string; resent?: boolean; error?: { code: string; message: string } }
  | { kind: 'consents'; consents: ConsentView[] }
  | { kind: 'whitelist'; requested: boolean; error?: { code: string; message: string } }
  | { kind: 'gdpr-consent'; provider: SocialProvider; token: string; needsNames: boolean }
  /** SPEC §2 password reminder: the mail may take up to 10 minutes, then check spam. */
  | { kind: 'reset-mail-sent' };

/**
 * The dialog an action's answer opens (SPEC §8: the first error code decides). Success answers
 * that only change the form (magic link sent, invalid fields) open none.
 */
export function dialogFor(result: AuthActionData | undefined): AuthDialog | null {
  if (!result) return null;
  switch (result.type) {
    case 'consents':
      return { kind: 'consents', consents: result.consents };
    case 'whitelist':
      return { kind: 'whitelist', requested: result.requested };
    case 'registered':
      return { kind: 'email-confirmation', email: result.email };
    // The dialogs' own buttons, answered without JavaScript: the same dialog, updated.
    case 'resent':
      return { kind: 'email-confirmation', email: result.email, resent: true };
    case 'join-requested':
      return { kind: 'whitelist', requested: true };
    case 'reset-mail-sent':
      return { kind: 'reset-mail-sent' };
    case 'error':
      if (result.form === 'resend') return { kind: 'email-confirmation', email: result.email ?? '', error: { code: result.code, message: result.message } };
      if (result.form === 'request-join') return { kind: 'whitelist', requested: false, error: { code: result.code, message: result.message } };
      // The reset page explains a used or expired link itself, with a way to ask for a new one.
      if (result.form === 'reset-password' && linkCodes.has(result.code)) return null;
      return errorDialog(result);
    default:
      return null;
  }
}

/**
 * A dialog that ends the screen it came from: the form's work is done (registered, the reset mail
 * sent, signed in but consents or the whitelist still ahead). Over a modal screen it replaces the
 * screen, and closing it leaves the flow; an error, or a login that needs a confirmed address,
 * stays over the form it is about.
 */
export function endsScreen(dialog: AuthDialog | null, result: AuthActionData | undefined): boolean {
  switch (dialog?.kind) {
    case 'consents':
    case 'whitelist':
    case 'reset-mail-sent':
      return true;
    case 'email-confirmation':
      return result?.type === 'registered' || result?.type === 'resent' || (result?.type === 'error' && result.form === 'resend');
    default:
      return false;
  }
}

const linkCodes = new Set(['auth.token_invalid', 'auth.token_expired']);

function errorDialog(result: Extract<AuthActionData, { type: 'error' }>): AuthDialog | null {
  if (result.inline) return null;
  switch (decideAuthError(result.code).dialog) {
    case 'gdpr-consent':
      return result.social ? { kind: 'gdpr-consent', ...result.social } : { kind: 'error', code: result.code, message: result.message };
    case 'email-confirmation':
      return { kind: 'email-confirmation', email: result.email ?? '' };
    case 'system-consents':
      // The server answers with the consents themselves; a bare code means the list is unknown here.
      return { kind: 'error', code: result.code, message: result.message };
    case 'whitelist':
      return { kind: 'whitelist', requested: false };
    default:
      return { kind: 'error', code: result.code, message: result.message };
  }
}
