import type { SubmissionResult } from '@conform-to/react';
import type { ConsentSchemaItem } from '@foyer/core/consents/list-consent-schemas';

/** Which form a result belongs to, so each form picks only its own Conform reply. */
export type AuthFormName =
  | 'login'
  | 'magic-link'
  | 'register'
  | 'resend'
  | 'forgot-password'
  | 'reset-password'
  | 'social'
  | 'consents'
  | 'request-join';

/** A consent as the dialogs show it (schema id, version, required flag, texts in the UI language). */
export type ConsentView = ConsentSchemaItem;

/** What an auth action answered; the UI turns it into progress, a dialog or a navigation. */
export type AuthOutcome =
  | { type: 'signed-in'; next: string }
  | { type: 'consents'; consents: ConsentView[] }
  | { type: 'whitelist'; requested: boolean }
  | { type: 'magic-link-sent'; email: string }
  | { type: 'registered'; email: string }
  | { type: 'resent'; email: string }
  | { type: 'reset-mail-sent' }
  | { type: 'join-requested' }
  /** Broken form rules only: the reply carries them, shown under the fields. */
  | { type: 'invalid' }
  /** A service said no: `code` is the first error code (SPEC §8). `inline` when shown under a field. */
  | { type: 'error'; code: string; message: string; inline: boolean };

/** What every answer may carry besides its outcome. */
export interface AuthActionExtras {
  form: AuthFormName;
  reply?: SubmissionResult<string[]>;
  /** The last e-mail used (the confirmation dialog resends to it). */
  email?: string;
  /** The social sign-in that failed, so the GDPR dialog can retry it. */
  social?: { provider: SocialProvider; token: string; needsNames: boolean };
}

export type AuthActionData = AuthOutcome & AuthActionExtras;

export type SocialProvider = 'google' | 'apple' | 'facebook';

/** Client ids of the configured providers (public values); null for providers not set up. */
export interface SocialConfig {
  google: string | null;
  apple: string | null;
  facebook: string | null;
}
