import { describe, expect, it } from 'vitest';
import { consentAnswers, consentFieldName, registerFormSchema, socialConsentFormSchema } from './auth-schemas.ts';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: ' Ada@Example.COM ', password: 'secret12', password_confirmation: 'secret12' };

describe('registration form schema', () => {
  it('normalizes the e-mail as SPEC §5 says', () => {
    const r = registerFormSchema([]).safeParse(valid);
    expect(r.success && r.data.email).toBe('ada@example.com');
  });

  it('reports every broken rule after one submit, with SPEC §5 messages', () => {
    const r = registerFormSchema([{ id: 4, required: true }]).safeParse({ ...valid, first_name: '', email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      first_name: 'Wrong first name',
      email: 'Invalid email address',
      password: 'Too short, use at least 7 characters',
      password_confirmation: 'Passwords are not matching!',
      [consentFieldName(4)]: 'auth:validation.consent_required',
    });
  });

  it('lets optional consents stay unticked', () => {
    expect(registerFormSchema([{ id: 5, required: false }]).safeParse(valid).success).toBe(true);
  });
});

describe('consent answers', () => {
  it('sends accepted only for a ticked box, with the server-side ids and versions', () => {
    const form = new URLSearchParams({ consent_1: 'on', consent_2: 'true', consent_9: 'on' });
    expect(consentAnswers([{ id: 1, version_number: 3 }, { id: 2, version_number: 1 }, { id: 7, version_number: 2 }], form)).toEqual([
      { consent_schema_id: 1, version_number: 3, accepted: true },
      { consent_schema_id: 2, version_number: 1, accepted: false },
      { consent_schema_id: 7, version_number: 2, accepted: false },
    ]);
  });
});

describe('social consent schema', () => {
  it('needs both boxes ticked', () => {
    expect(socialConsentFormSchema(false).safeParse({ terms: 'on' }).success).toBe(false);
    expect(socialConsentFormSchema(false).safeParse({ terms: 'on', gdpr: 'on' }).success).toBe(true);
  });
  it('needs the names for Apple', () => {
    expect(socialConsentFormSchema(true).safeParse({ terms: 'on', gdpr: 'on' }).success).toBe(false);
    expect(socialConsentFormSchema(true).safeParse({ terms: 'on', gdpr: 'on', first_name: 'A', last_name: 'B' }).success).toBe(true);
  });
});
