import { z } from 'zod';
import type { ModuleType } from './module-types.ts';
import { safeHrefSchema, videoUrlSchema } from './safe-url.ts';

const heading = z.string().max(200).optional();
const previewProps = z.object({ heading, limit: z.int().min(1).max(50).optional() });

/** Props of each module type. Unknown keys are stripped so they never reach the page. */
export const modulePropsSchemas = {
  text: z.object({ heading, body: z.string().max(20_000) }),
  image: z.object({ url: safeHrefSchema, alt: z.string().max(500).default('') }),
  video: z.object({ url: videoUrlSchema, title: z.string().min(1).max(200) }),
  countdown: z.object({ label: z.string().max(200).optional() }),
  agenda: previewProps,
  speakers: previewProps,
  exhibitors: previewProps,
  partners: previewProps,
  tickets: previewProps,
  venue_map: z.object({
    heading,
    address: z.string().max(500).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
  }),
  faq: z.object({
    heading,
    items: z
      .array(z.object({ question: z.string().min(1).max(500), answer: z.string().max(5_000) }))
      .max(100)
      .default([]),
  }),
  social_media: z.object({ heading }),
  cta: z.object({
    heading: z.string().min(1).max(200),
    body: z.string().max(2_000).optional(),
    label: z.string().min(1).max(100),
    href: safeHrefSchema,
  }),
} satisfies Record<ModuleType, z.ZodType>;

export type ModuleProps<T extends ModuleType = ModuleType> = z.output<(typeof modulePropsSchemas)[T]>;
