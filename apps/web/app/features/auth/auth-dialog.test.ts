import { describe, expect, it } from 'vitest';
import { dialogFor, endsScreen } from './auth-dialog.ts';
import type { AuthActionData } from './auth-result.ts';

const error = (code: string, extra: Partial<AuthActionData> = {}) =>
  ({ type: 'error', form: 'login', code, message: `server says ${code}`, inline: false, ...extra }) as AuthActionData;

describe('dialogFor (SPEC §8)', () => {
  it('opens the e-mail confirmation dialog with the last used e-mail', () => {
    expect(dialogFor(error('auth.email_not_confirmed', { email: 'a@b.c' }))).toEqual({ kind: 'email-confirmation', email: 'a@b.c' });
  });
  it('opens the GDPR dialog for the social sign-in that asked for it', () => {
    const social = { provider: 'apple' as const, token: 't', needsNames: true };
    expect(dialogFor(error('auth.gdpr_consent_required', { form: 'social', social }))).toEqual({ kind: 'gdpr-consent', ...social });
  });
  it('opens the whitelist dialog', () => {
    expect(dialogFor(error('auth.whitelist'))).toEqual({ kind: 'whitelist', requested: false });
  });
  it('uses the generic error modal for other codes', () => {
    expect(dialogFor(error('auth.invalid_credentials'))).toEqual({ kind: 'error', code: 'auth.invalid_credentials', message: 'server says auth.invalid_credentials' });
  });
  it('opens nothing for errors shown under their fields', () => {
    expect(dialogFor(error('auth.password_too_short', { inline: true }))).toBeNull();
  });
  it('turns sign-in steps into their dialogs', () => {
    expect(dialogFor({ type: 'consents', form: 'login', consents: [] })).toEqual({ kind: 'consents', consents: [] });
    expect(dialogFor({ type: 'whitelist', form: 'login', requested: true })).toEqual({ kind: 'whitelist', requested: true });
    expect(dialogFor({ type: 'registered', form: 'register', email: 'x@y.z' })).toEqual({ kind: 'email-confirmation', email: 'x@y.z' });
    expect(dialogFor({ type: 'signed-in', form: 'login', next: '/demo' })).toBeNull();
    expect(dialogFor(undefined)).toBeNull();
  });
});

describe('dialogFor, answers to the dialogs’ own buttons (no JavaScript)', () => {
  it('keeps the confirmation dialog open after a resend, or with its error', () => {
    expect(dialogFor({ type: 'resent', form: 'resend', email: 'a@b.c' })).toEqual({ kind: 'email-confirmation', email: 'a@b.c', resent: true });
    expect(dialogFor(error('common.rate_limited', { form: 'resend', email: 'a@b.c' }))).toEqual({
      kind: 'email-confirmation',
      email: 'a@b.c',
      error: { code: 'common.rate_limited', message: 'server says common.rate_limited' },
    });
  });
  it('keeps the whitelist dialog open after a request', () => {
    expect(dialogFor({ type: 'join-requested', form: 'request-join' })).toEqual({ kind: 'whitelist', requested: true });
  });
});

describe('endsScreen', () => {
  const registered = { type: 'registered', form: 'register', email: 'x@y.z' } as AuthActionData;
  it('ends the screen once its work is done: registered, consents or the whitelist ahead, the reset mail sent', () => {
    expect(endsScreen(dialogFor(registered), registered)).toBe(true);
    expect(endsScreen({ kind: 'consents', consents: [] }, { type: 'consents', form: 'login', consents: [] })).toBe(true);
    expect(endsScreen({ kind: 'whitelist', requested: false }, error('auth.whitelist'))).toBe(true);
    expect(endsScreen({ kind: 'reset-mail-sent' }, { type: 'reset-mail-sent', form: 'forgot-password' } as AuthActionData)).toBe(true);
  });
  it('keeps the form under an error, and under a login that needs a confirmed address', () => {
    const unconfirmed = error('auth.email_not_confirmed', { email: 'a@b.c' });
    expect(endsScreen(dialogFor(unconfirmed), unconfirmed)).toBe(false);
    const wrong = error('auth.invalid_credentials');
    expect(endsScreen(dialogFor(wrong), wrong)).toBe(false);
    expect(endsScreen(null, registered)).toBe(false);
  });
});
