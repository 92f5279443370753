import { describe, expect, it } from 'vitest';
import { defineOutcomeQuery, readOutcome, withOutcome } from './outcome-query.ts';
import { formRefusal } from '../../components/ui/use-form-answer.ts';

const q = defineOutcomeQuery('friends', ['invited', 'removed'], /^friends\.[a-z_]+$/);
const read = (search: string) => readOutcome(q, new URLSearchParams(search));

describe('outcome query (?key= / ?key_error=)', () => {
  it('reads the outcomes and codes the screen names', () => {
    expect(read('friends=invited')).toEqual({ notice: 'invited', error: null });
    expect(read('friends_error=friends.not_found')).toEqual({ notice: null, error: 'friends.not_found' });
  });

  it('ignores what a visitor types in: other words, other capabilities, text, NUL', () => {
    for (const search of ['friends=hacked', 'friends_error=bm.slot_required', 'friends_error=friends.x%20Call%20us', 'friends_error=friends.a%00', 'friends_error=FRIENDS.A', 'friends=', 'friends_error=']) {
      expect(read(search)).toEqual({ notice: null, error: null });
    }
  });

  it('writes one outcome, replacing an earlier one of either kind and keeping the rest', () => {
    const back = new URL('/demo/friends?q=anna&friends_error=friends.not_found#list', 'http://x');
    expect(withOutcome(q, back, { notice: 'invited' })).toBe('/demo/friends?q=anna&friends=invited#list');
    expect(withOutcome(q, new URL('/demo/friends?friends=invited', 'http://x'), { error: 'friends.self' })).toBe('/demo/friends?friends_error=friends.self');
    expect(back.search).toBe('?q=anna&friends_error=friends.not_found'); // the caller's URL is left as it was
  });

  it('takes the known codes as a list, or none', () => {
    const known = defineOutcomeQuery('order', ['canceled'], { 'payment.order_not_found': 404 });
    expect(readOutcome(known, new URLSearchParams('order_error=payment.order_not_found'))).toEqual({ notice: null, error: 'payment.order_not_found' });
    for (const code of ['toString', '__proto__', 'constructor', 'payment.other']) expect(readOutcome(known, new URLSearchParams({ order_error: code })).error).toBeNull();
    const none = defineOutcomeQuery('saved', ['rate'], null);
    expect(readOutcome(none, new URLSearchParams('saved=rate&saved_error=x'))).toEqual({ notice: 'rate', error: null });
  });

  it("a plain form post's refusal (refuseForm, useFormAnswer) names only catalogue codes", () => {
    expect(readOutcome(formRefusal, new URLSearchParams('intent=post&form_error=common.validation')).error).toBe('common.validation');
    for (const code of ['Call us on 555', 'common.nope', 'toString', 'common.validation%00']) expect(readOutcome(formRefusal, new URLSearchParams({ intent: 'post', form_error: code })).error).toBeNull();
  });

  it('refuses an error pattern that is not anchored or keeps state between tests', () => {
    expect(() => defineOutcomeQuery('x', [], /x\./)).toThrow(/anchored/);
    expect(() => defineOutcomeQuery('x', [], /^x\.[a-z]+$/g)).toThrow(/anchored/);
  });
});
