import { describe, expect, it } from 'vitest';
import { accessGate, type AccessFlags } from './access-gate.ts';

const base: AccessFlags = { login_required: false, authorised: false, joined: false, code_required: false, code_valid: false };

describe('accessGate (SPEC §4)', () => {
  it.each<[string, Partial<AccessFlags>, boolean | null, ReturnType<typeof accessGate>]>([
    ['open event, guest', {}, null, null],
    ['login required, guest', { login_required: true }, null, 'login'],
    ['login required, signed in, not joined', { login_required: true, authorised: true }, null, 'join'],
    ['login required, member', { login_required: true, authorised: true, joined: true }, null, null],
    ['code required, none valid', { code_required: true }, null, 'access-code'],
    ['code required and valid', { code_required: true, code_valid: true }, null, null],
    ['login before the code', { login_required: true, code_required: true }, null, 'login'],
    ['joining before the code', { login_required: true, authorised: true, code_required: true }, null, 'join'],
    ['the code before the extra fields', { authorised: true, joined: true, code_required: true }, false, 'access-code'],
    ['a member with fields missing', { authorised: true, joined: true }, false, 'fields'],
    ['a member with fields done', { authorised: true, joined: true }, true, null],
    ['fields are asked of members only', { authorised: true }, false, null],
  ])('%s', (_name, flags, fields, expected) => {
    expect(accessGate({ ...base, ...flags }, fields)).toBe(expected);
  });
});
