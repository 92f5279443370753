import { z } from 'zod';
import { entityId, text } from '../platform/input-vocabulary.ts';

/**
 * SPEC names `specific_fields` in two calls: update_user_specific sends a list
 * `[{id, response}]`, the purchase payload (and each guest of `tickets_for`) answers a ticket's
 * form. Clients build one shape, so every call takes both forms:
 *   - the list `[{ id, response }]` (an empty list means no answers; a null response is no answer),
 *   - the map `{ "<id>": response }`.
 * A map is read as the list it stands for before validation, so an error names the item
 * (`specific_fields.0.id`) in either form.
 */

function mapToList(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.entries(v).map(([id, response]) => ({ id: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : id, response }));
}

const answerValue = z.union([text().max(2000), z.boolean(), z.number(), z.array(text().max(200)).max(50)]);
type AnswerValue = z.infer<typeof answerValue>;

/** Ticket-form answers (ids are form_config keys), as a map of id → answer without null answers. */
export const specificAnswersSchema = z
  .preprocess(
    mapToList,
    z
      .array(z.object({ id: z.union([entityId, text().min(1).max(100)]), response: answerValue.nullable() }))
      .max(200),
  )
  .transform((list): Record<string, AnswerValue> => Object.fromEntries(list.flatMap((a) => (a.response === null ? [] : [[String(a.id), a.response]]))))
  .meta({
    description:
      'Answers as a list `[{"id": "diet", "response": "Vegan"}]` or a map `{"diet": "Vegan"}`; `[]` or `{}` means no answers, a null response is no answer.',
  });

/** update_user_specific's answers (event fields: numeric ids, text responses) as a list, from either form. */
export const specificTextAnswersSchema = z
  .preprocess(mapToList, z.array(z.object({ id: entityId, response: text().max(2000).nullable() })).max(200))
  .meta({ description: 'A list `[{"id": 3, "response": "ACME"}]` or a map `{"3": "ACME"}`; an empty response removes the answer.' });
