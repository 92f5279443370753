/**
 * SPEC §8 "Login/registration": the first error code of a failed sign-in, registration or
 * social sign-in decides what the UI opens. Every branch also sets the progress status to ERROR
 * (the progress modal then closes at once).
 */
export type AuthErrorDialog =
  /** Social sign-in of a new account: terms + GDPR checkboxes (and names for Apple), then retry. */
  | 'gdpr-consent'
  /** "Check your inbox" with resend, prefilled with the last e-mail used. */
  | 'email-confirmation'
  /** The missing system consents; cannot be cancelled. */
  | 'system-consents'
  /** Access denied on a whitelist event, with a request-access button. */
  | 'whitelist'
  /** A rule of SPEC §5 broken for one field: shown under that field, not in a modal. */
  | 'field'
  /** The generic error modal ('Oops...') with the code's translated message. */
  | 'error';

export interface AuthErrorDecision {
  dialog: AuthErrorDialog;
  status: 'ERROR';
}

const dialogs: Record<string, AuthErrorDialog> = {
  'auth.gdpr_consent_required': 'gdpr-consent',
  'auth.email_not_confirmed': 'email-confirmation',
  'auth.missing_system_consents': 'system-consents',
  'auth.whitelist': 'whitelist',
  'common.validation': 'field',
  'common.required': 'field',
  'auth.password_too_short': 'field',
  'auth.passwords_not_matching': 'field',
};

export function decideAuthError(code: string | null | undefined): AuthErrorDecision {
  return { dialog: (code && dialogs[code]) || 'error', status: 'ERROR' };
}
