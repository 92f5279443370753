import { describe, expect, it } from 'vitest';
import { hasEnded } from './event-record.ts';

describe('hasEnded', () => {
  const end_date = new Date('2027-05-20T16:00:00Z');
  it('is false until the end date and true from it on', () => {
    expect(hasEnded({ end_date }, new Date('2027-05-20T15:59:59Z'))).toBe(false);
    expect(hasEnded({ end_date }, end_date)).toBe(true);
  });
});
