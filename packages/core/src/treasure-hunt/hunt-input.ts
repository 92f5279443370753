import { z } from 'zod';
import { MAX_INT32, text } from '../platform/input-vocabulary.ts';

/** An instant with its offset (`2027-05-01T10:00:00Z`), or null for "no limit" on that side. */
const instant = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .nullable()
  .default(null);

const name = text().pipe(z.string().trim().min(1, 'Field is required').max(200));

/** A window must open before it closes (SPEC §9 "treasure active time"). */
const windowChecked = <T extends { active_from?: Date | null; active_to?: Date | null }>(v: T) => !v.active_from || !v.active_to || v.active_from < v.active_to;
const windowIssue = { message: 'The window must open before it closes', path: ['active_to'], params: { code: 'treasure.window_invalid' } };

export const huntInput = z
  .object({
    name,
    description: text().pipe(z.string().trim().max(2000)).nullable().default(null),
    active_from: instant,
    active_to: instant,
    /** The treasure_hunt component it is shown in; the event's first one when left out. */
    event_component_id: z.number().int().positive().max(MAX_INT32).optional(),
  })
  .refine(windowChecked, windowIssue);

export const pointInput = z
  .object({
    name,
    points: z.number().int().min(1).max(10_000).default(1),
    /** How many more people may find it (SPEC §3 "remaining usage"); null: no limit. */
    usage_left: z.number().int().min(0).max(1_000_000).nullable().default(null),
    active_from: instant,
    active_to: instant,
  })
  .refine(windowChecked, windowIssue);

export const scanInput = z.object({ code: text().pipe(z.string().trim().min(1, 'Field is required').max(500)) });

export type HuntInput = z.input<typeof huntInput>;
export type PointInput = z.input<typeof pointInput>;
