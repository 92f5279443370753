import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import { emailField } from './account-fields.ts';
import { parseInput } from './parse-input.ts';
import { registerInput } from './register.ts';

describe('account fields (SPEC §5)', () => {
  it('lowercases the e-mail and removes all whitespace before checking it', () => {
    expect(emailField.parse('  Jan.Kowalski @ Example.PL\t')).toBe('jan.kowalski@example.pl');
    expect(emailField.safeParse('jan@').success).toBe(false);
    expect(emailField.safeParse('jan@').error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('parseInput turns zod issues into one AppError naming fields, with the account codes', () => {
    let caught: unknown;
    try {
      parseInput(registerInput, { email: 'x@y.pl', password: 'abc', password_confirmation: 'abd', first_name: 'A', last_name: 'B' });
    } catch (err) {
      caught = err;
    }
    expect(isAppError(caught)).toBe(true);
    const items = (caught as { items: { code: string; field?: string }[] }).items;
    expect(items).toEqual([
      { code: 'auth.password_too_short', field: 'password', message: 'Too short, use at least 7 characters' },
      { code: 'auth.passwords_not_matching', field: 'password_confirmation', message: 'Passwords are not matching!' },
    ]);
  });

  it('accepts a registration without consents as an empty list', () => {
    const v = parseInput(registerInput, { email: 'x@y.pl', password: 'abcdefg', password_confirmation: 'abcdefg', first_name: ' A ', last_name: 'B' });
    expect(v.consents).toEqual([]);
    expect(v.first_name).toBe('A');
  });
});
