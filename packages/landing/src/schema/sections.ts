import { z } from 'zod';
import { locales } from './locales.ts';
import { moduleSchema } from './module-schema.ts';
import { safeHrefSchema } from './safe-url.ts';

// Each section parses `undefined` (older events store partial JSON) to a complete default:
// `.prefault({})` runs `{}` through the object schema so every inner `.default()` applies.

const gateway = z.enum(['payu', 'p24', 'stripe', 'bluemedia']);
const locale = z.enum(locales);
const text = (max: number) => z.string().max(max);

export const lpSections = {
  header: z
    .object({
      enabled: z.boolean().default(true),
      title: text(200).optional(),
      subtitle: text(500).optional(),
      show_logo: z.boolean().default(true),
      show_dates: z.boolean().default(true),
      show_place: z.boolean().default(true),
      cta: z.object({ label: text(100).min(1), href: safeHrefSchema }).optional(),
    })
    .prefault({}),
  timer: z
    .object({
      enabled: z.boolean().default(false),
      target: z.enum(['start', 'end']).default('start'),
      label: text(200).optional(),
    })
    .prefault({}),
  theme: z
    .object({
      theme_type: z.enum(['light', 'dark']).default('light'),
      side_menu_type: z.enum(['full', 'compact', 'hidden']).default('full'),
      default_bubbles: z.boolean().default(false),
      // The accent colour chosen in the builder; overrides the event's main_color on the page.
      main_color: z
        .string()
        .refine((v) => /^#[0-9a-fA-F]{6}$/.test(v), { message: 'A colour is written #rrggbb', params: { code: 'landing.colour_invalid' } })
        .optional(),
    })
    .prefault({}),
  inbox: z.object({ enabled: z.boolean().default(false) }).prefault({}),
  side_menu: z.object({ enabled: z.boolean().default(true) }).prefault({}),
  features: z
    .object({
      agenda_rating_popup: z.boolean().default(false),
      custom_separator: text(20).nullable().default(null),
    })
    .prefault({}),
  help: z
    .object({
      enabled: z.boolean().default(false),
      faq: z
        .array(z.object({ question: text(500).min(1), answer: text(5_000) }))
        .max(100)
        .default([]),
      feedback_email: z.email().max(320).nullable().default(null),
    })
    .prefault({}),
  navbar: z.object({ logo_outline: z.boolean().default(false) }).prefault({}),
  footer: z
    .object({
      enabled: z.boolean().default(true),
      text: text(2_000).default(''),
      links: z
        .array(z.object({ label: text(100).min(1), url: safeHrefSchema }))
        .max(30)
        .default([]),
    })
    .prefault({}),
  payment: z
    .object({
      gateways: z.array(gateway).max(4).default(['payu']),
      default_gateway: gateway.default('payu'),
    })
    .prefault({}),
  // The organizer's words in other languages: locale → source text → translation (core events/event-text).
  translations: z.partialRecord(locale, z.record(z.string().max(5_000), text(5_000))).default({}),
  modules: z.array(moduleSchema).max(200).default([]),
  register_form: z
    .object({
      fields: z
        .array(z.object({ id: z.string().min(1).max(100), required: z.boolean().default(false) }))
        .default([]),
    })
    .prefault({}),
  // Per-ticket purchase form configs, owned by the tickets capability; kept opaque here.
  ticket_forms: z.record(z.string(), z.unknown()).default({}),
  language: z
    .object({
      default: locale.default('en'),
      available: z.array(locale).max(locales.length).default([...locales]),
    })
    .prefault({}),
};

export type LpSectionKey = keyof typeof lpSections;
export const lpSectionKeys = Object.keys(lpSections) as LpSectionKey[];
