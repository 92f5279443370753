import { z } from 'zod';
import { invoiceFormSchema } from '../invoices/invoice-form.ts';
import { specificAnswersSchema } from '../access/specific-answers.ts';
import { entityId, isOneLine, isText, oneLineMessage, textMessage } from '../platform/input-vocabulary.ts';

/** Tickets one purchase may hold (SPEC §8 "ticket limit exceeded" above it). */
export const MAX_TICKETS_PER_ORDER = 20;

const name = z.string().trim().min(1, 'Field is required').max(100).refine(isText, textMessage).refine(isOneLine, oneLineMessage);
const email = z
  .string()
  .refine(isText, textMessage)
  .transform((v) => v.replace(/\s/g, '').toLowerCase())
  .pipe(z.email('Invalid email address').max(254));

export const filterGroupResponseSchema = z.object({
  filter_group_id: entityId,
  filter_tag_ids: z.array(entityId).max(50),
});

/** Answers to a ticket's form_config fields, keyed by field id (list or map form: specific-answers). */
export const specificFieldsSchema = specificAnswersSchema.default({});

/** SPEC §3 guest form; `this_is_me` marks the buyer's own ticket (guest form `thisIsMe`). */
export const ticketHolderSchema = z.object({
  first_name: name,
  last_name: name,
  email,
  ticket_id: entityId.optional(),
  this_is_me: z.boolean().default(false),
  specific_fields: specificFieldsSchema,
  addons: z.array(entityId).max(20).default([]),
  filter_group_responses: z.array(filterGroupResponseSchema).max(20).default([]),
});

export const personalFormSchema = z.object({
  first_name: name,
  last_name: name,
  email,
  phone: z.string().trim().max(30).refine(isText, textMessage).optional().nullable(),
  company: z.string().trim().max(200).refine(isText, textMessage).optional().nullable(),
  position: z.string().trim().max(200).refine(isText, textMessage).optional().nullable(),
});

/**
 * SPEC §3 "Purchase payload": what every payment/{gateway}/init call and the checkout form send.
 * Exactly one of ticket_id (an event ticket) or agenda_session_ticket_id (a session seat).
 * With tickets_for empty the buyer gets one ticket from personal_form; otherwise one ticket per
 * holder. Cross-field rules (unique e-mails, one ticket marked as mine, GDPR consent for more
 * than one attendee, stock, discount eligibility) are checked by placeOrder/quoteOrder, which
 * answer SPEC §8 codes.
 */
export const purchaseInputSchema = z
  .object({
    ticket_id: entityId.optional(),
    agenda_session_ticket_id: entityId.optional(),
    personal_form: personalFormSchema,
    specific_fields: specificFieldsSchema,
    /** Add-on ids for the buyer's own ticket when tickets_for is empty. */
    addons: z.array(entityId).max(20).default([]),
    /** Filter-group answers for the buyer's own ticket when tickets_for is empty. */
    filter_group_responses: z.array(filterGroupResponseSchema).max(20).default([]),
    discount_code: z
      .string()
      .trim()
      .max(64)
      .refine(isText, textMessage)
      .transform((v) => v.toUpperCase())
      .optional()
      .nullable()
      .transform((v) => v || null),
    marketing_agreement: z.boolean().default(false),
    gdpr_consent: z.boolean().default(false),
    terms_accepted: z.boolean().default(false),
    // Bounded for safety only; placeOrder answers tickets.limit_exceeded above MAX_TICKETS_PER_ORDER.
    tickets_for: z.array(ticketHolderSchema).max(200).default([]),
    invoice: invoiceFormSchema.nullable().default(null),
  })
  .refine((v) => (v.ticket_id === undefined) !== (v.agenda_session_ticket_id === undefined), {
    message: 'Choose a ticket',
    path: ['ticket_id'],
  });

export type PurchaseInput = z.output<typeof purchaseInputSchema>;
export type PurchaseInputRaw = z.input<typeof purchaseInputSchema>;
export type TicketHolderInput = z.output<typeof ticketHolderSchema>;
