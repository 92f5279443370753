import { describe, expect, it } from 'vitest';
import { parseStep, stepHref, stepNumber } from './onboarding-steps.ts';

describe('onboarding steps (SPEC §1: 4 steps)', () => {
  it.each([
    [null, 'welcome'],
    ['fields', 'fields'],
    ['2', 'profile'],
    ['4', 'done'],
    ['5', 'welcome'],
    ['0', 'welcome'],
    ['1.5', 'welcome'],
    ['admin', 'welcome'],
  ] as const)('step=%s is %s', (raw, expected) => {
    expect(parseStep(raw)).toBe(expected);
  });

  it('numbers the steps 1 to 4', () => {
    expect(['welcome', 'profile', 'fields', 'done'].map((s) => stepNumber(s as never))).toEqual([1, 2, 3, 4]);
  });

  it('keeps redirectTo in the step links', () => {
    expect(stepHref('/demo', 'done', '/demo/profile')).toBe('/demo/onboarding?step=done&redirectTo=%2Fdemo%2Fprofile');
    expect(stepHref('', 'profile', null)).toBe('/onboarding?step=profile');
  });
});
