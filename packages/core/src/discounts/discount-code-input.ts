import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const withCode = (code: ErrorCode) => ({ params: { code } });

/**
 * The checkout looks codes up uppercased (tickets/load-discount-code.ts), so a code is stored
 * uppercased: "summer-10" and "SUMMER-10" are the same code, and the unique (event_id, code)
 * constraint makes that case-insensitive uniqueness hold even under concurrent creates.
 */
export const discountCodeField = z
  .string({ error: 'Field is required' })
  .trim()
  // refine, not regex: only custom issues carry params.code through to the error.
  .refine((s) => /^[A-Za-z0-9_-]{3,40}$/.test(s), { message: 'Use 3–40 letters, digits, - or _', ...withCode('discount.code_format') })
  .transform((s) => s.toUpperCase());

export const discountCodeInputSchema = z.object({
  code: discountCodeField,
  discount_percentage: z.number({ error: 'Field is required' }).int().min(1).max(100),
  /** Null or absent: no cap on how many tickets the code discounts. */
  max_tickets_quantity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** Null or absent: never expires. */
  valid_until: z.iso.datetime({ offset: true }).nullable().optional(),
  /** SPEC §5: a code needs at least one ticket. */
  ticket_ids: z
    .array(entityId)
    .max(200)
    .refine((ids) => ids.length > 0, { message: 'Choose at least one ticket', ...withCode('common.required') }),
});

/** PATCH: any subset of the fields; ticket_ids, when given, still needs one ticket. */
export const discountCodePatchSchema = discountCodeInputSchema.partial();

export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;
export type DiscountCodePatch = z.output<typeof discountCodePatchSchema>;
