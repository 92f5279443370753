import { describe, expect, it } from 'vitest';
import { errorStatus } from '@foyer/core/errors';
import { decideAuthError } from './decide-auth-error.ts';

describe('decideAuthError (SPEC §8, the first code decides)', () => {
  it.each([
    ['auth.gdpr_consent_required', 'gdpr-consent'],
    ['auth.email_not_confirmed', 'email-confirmation'],
    ['auth.missing_system_consents', 'system-consents'],
    ['auth.whitelist', 'whitelist'],
  ])('%s opens %s', (code, dialog) => {
    expect(decideAuthError(code)).toEqual({ dialog, status: 'ERROR' });
  });

  it.each(['common.validation', 'common.required', 'auth.password_too_short', 'auth.passwords_not_matching'])(
    '%s is a field error shown under its field',
    (code) => {
      expect(decideAuthError(code).dialog).toBe('field');
    },
  );

  it.each([
    'auth.invalid_credentials',
    'auth.account_not_found',
    'auth.email_taken',
    'auth.token_invalid',
    'auth.token_expired',
    'auth.social_token_invalid',
    'auth.social_cancelled',
    'common.rate_limited',
    'common.internal',
    'event.invalid',
    'something.unknown',
  ])('any other code (%s) opens the generic error modal', (code) => {
    expect(decideAuthError(code)).toEqual({ dialog: 'error', status: 'ERROR' });
  });

  it('treats a missing code as a generic error', () => {
    expect(decideAuthError(undefined).dialog).toBe('error');
    expect(decideAuthError('').dialog).toBe('error');
  });

  it('decides every auth.* code the API knows, and ERROR is the status each time', () => {
    for (const code of Object.keys(errorStatus).filter((c) => c.startsWith('auth.'))) {
      const decision = decideAuthError(code);
      expect(decision.status).toBe('ERROR');
      expect(['gdpr-consent', 'email-confirmation', 'system-consents', 'whitelist', 'field', 'error']).toContain(decision.dialog);
    }
  });
});
