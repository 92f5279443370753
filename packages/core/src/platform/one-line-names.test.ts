import { describe, expect, it } from 'vitest';
import { registerInput } from '../accounts/register.ts';
import { updateCurrentUserInput } from '../profile/update-current-user-input.ts';
import { personalFormSchema, ticketHolderSchema } from '../tickets/purchase-input.ts';
import { isOneLine } from './input-vocabulary.ts';

/**
 * Names go into mails the platform sends to any address (a guest's ticket names its buyer, a
 * confirmation greets by name): a line break in one made whole paragraphs of such a mail, a
 * phishing notice included (found from outside).
 */
const breaking = ['Support team.\n\nSECURITY NOTICE: verify at https://evil.test', 'a\rb', 'a\tb', 'a\u2028b', 'a\u0085b'];

describe('a name is one line', () => {
  it('knows a line break from a letter', () => {
    for (const v of breaking) expect(isOneLine(v), JSON.stringify(v)).toBe(false);
    for (const v of ['Zoë Łukasiewicz-Ó’Brien', 'Jean Pierre', '山田 太郎']) expect(isOneLine(v)).toBe(true);
  });

  it.each(breaking)('is refused with the field named: %j', (name) => {
    const register = registerInput.safeParse({ email: 'x@y.pl', password: 'abcdefg', password_confirmation: 'abcdefg', first_name: name, last_name: 'B' });
    expect(register.success ? [] : register.error.issues.map((i) => i.path.join('.'))).toContain('first_name');
    const profile = updateCurrentUserInput.safeParse({ last_name: name });
    expect(profile.success ? [] : profile.error.issues.map((i) => i.path.join('.'))).toContain('last_name');
    const holder = ticketHolderSchema.safeParse({ first_name: name, last_name: 'B', email: 'g@y.pl' });
    expect(holder.success ? [] : holder.error.issues.map((i) => i.path.join('.'))).toContain('first_name');
    const buyer = personalFormSchema.safeParse({ first_name: 'A', last_name: name, email: 'b@y.pl' });
    expect(buyer.success ? [] : buyer.error.issues.map((i) => i.path.join('.'))).toContain('last_name');
  });
});
