import { z } from 'zod';

export interface SpecificField {
  id: number;
  name: string;
  required: boolean;
  response: string | null;
}

/** Form names of the extra registration fields: `field_<id>`. */
export const specificFieldName = (id: number) => `field_${id}`;

/**
 * The extra-fields form for one event's fields. Every field marked required must be answered
 * (the service's own check — at least one required answer — is the floor, not the form's aim).
 */
export function specificFieldsForm(fields: readonly SpecificField[]) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const f of fields) {
    const text = z.string().trim().max(2000, 'At most 2000 characters');
    shape[specificFieldName(f.id)] = f.required ? z.string({ error: 'common.required' }).pipe(text.min(1, 'common.required')) : text.optional();
  }
  return z.object(shape);
}

/** The service's payload: every field of the event, an empty answer clearing a stored one. */
export function specificFieldsPayload(fields: readonly SpecificField[], value: Record<string, string | undefined>) {
  return { specific_fields: fields.map((f) => ({ id: f.id, response: value[specificFieldName(f.id)]?.trim() || null })) };
}

/** SPEC §5: the dialog may be closed only once the required-fields check passes. */
export function requiredFieldsMissing(fields: readonly Pick<SpecificField, 'required' | 'response'>[]): boolean {
  const required = fields.filter((f) => f.required);
  return required.length > 0 && !required.some((f) => Boolean(f.response?.trim()));
}
