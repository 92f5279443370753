import { describe, expect, it } from 'vitest';
import { specificAnswersSchema, specificTextAnswersSchema } from './specific-answers.ts';

describe('specific_fields: one shape for every call', () => {
  it('reads the list and the map form of ticket-form answers alike', () => {
    expect(specificAnswersSchema.parse([])).toEqual({});
    expect(specificAnswersSchema.parse({})).toEqual({});
    expect(specificAnswersSchema.parse([{ id: 'diet', response: 'Vegan' }, { id: 7, response: true }, { id: 'skip', response: null }])).toEqual({ diet: 'Vegan', '7': true });
    expect(specificAnswersSchema.parse({ diet: 'Vegan', '7': true, skip: null })).toEqual({ diet: 'Vegan', '7': true });
  });

  it('reads both forms of update_user_specific answers as the list', () => {
    expect(specificTextAnswersSchema.parse({ '3': 'ACME', '5': null })).toEqual([
      { id: 3, response: 'ACME' },
      { id: 5, response: null },
    ]);
    expect(specificTextAnswersSchema.parse([])).toEqual([]);
  });

  it('names the bad item in either form', () => {
    const list = specificAnswersSchema.safeParse([{ id: 'ok', response: 'a' }, { id: 2147483648, response: 'b' }]);
    expect(list.error?.issues[0]?.path).toEqual([1, 'id']);
    const map = specificTextAnswersSchema.safeParse({ x: 'a' });
    expect(map.error?.issues[0]?.path).toEqual([0, 'id']);
    expect(specificAnswersSchema.safeParse('nope').success).toBe(false);
    expect(specificAnswersSchema.safeParse([{ id: 'a', response: 'x'.repeat(2001) }]).success).toBe(false);
  });
});
