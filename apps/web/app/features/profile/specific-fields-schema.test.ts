import { describe, expect, it } from 'vitest';
import { requiredFieldsMissing, specificFieldsForm, specificFieldsPayload, type SpecificField } from './specific-fields-schema.ts';

const fields: SpecificField[] = [
  { id: 1, name: 'T-shirt size', required: true, response: null },
  { id: 2, name: 'Diet', required: false, response: 'vegan' },
];

describe('the extra registration fields form', () => {
  it('asks for every required field and lets optional ones be empty', () => {
    const schema = specificFieldsForm(fields);
    const missing = schema.safeParse({ field_2: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['field_1', 'common.required']]);
    expect(schema.safeParse({ field_1: '   ' }).success).toBe(false);
    expect(schema.safeParse({ field_1: 'L' }).success).toBe(true);
  });

  it('sends every field of the event, empty answers as null', () => {
    expect(specificFieldsPayload(fields, { field_1: ' L ' })).toEqual({ specific_fields: [{ id: 1, response: 'L' }, { id: 2, response: null }] });
  });

  it('cannot be cancelled while SPEC §5’s check fails', () => {
    expect(requiredFieldsMissing(fields)).toBe(true);
    expect(requiredFieldsMissing([{ ...fields[0]!, response: 'M' }, fields[1]!])).toBe(false);
    expect(requiredFieldsMissing([fields[1]!])).toBe(false);
    expect(requiredFieldsMissing([])).toBe(false);
  });
});
