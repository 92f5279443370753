import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { querySpecificFields, type SpecificFieldItem } from './list-specific-fields.ts';

/** SPEC §5: passes if no field is required or at least one required field has a response. */
export function specificFieldsPass(fields: Pick<SpecificFieldItem, 'required' | 'response'>[]): boolean {
  const required = fields.filter((f) => f.required);
  return required.length === 0 || required.some((f) => Boolean(f.response?.trim()));
}

/** Whether the extra-fields dialog (which cannot be cancelled) may be skipped for this user. */
export async function specificFieldsSubmitted(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, eventId: number): Promise<boolean> {
  return specificFieldsPass(await querySpecificFields(ctx, viewer.id, eventId));
}
