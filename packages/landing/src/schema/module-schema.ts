import { z } from 'zod';
import { modulePropsSchemas } from './module-props.ts';
import type { ModuleType } from './module-types.ts';

const componentId = z.int().positive();

const moduleBase = {
  id: z.string().min(1).max(100),
  component_id: z.union([componentId, z.array(componentId).min(1).max(20)]).optional(),
  order: z.number().default(0),
  visible: z.boolean().default(true),
  only_for_logged_in: z.boolean().default(false),
  only_for_guests: z.boolean().default(false),
};

function moduleOf<T extends ModuleType, P extends z.ZodType>(type: T, props: P) {
  // A missing props object reads as `{}`, so props that all have defaults still parse.
  return z.object({ ...moduleBase, type: z.literal(type), props: z.preprocess((value) => value ?? {}, props) });
}

// Spelled out (not mapped over moduleTypes) so TypeScript keeps one precise member per type.
export const moduleSchema = z.discriminatedUnion('type', [
  moduleOf('text', modulePropsSchemas.text),
  moduleOf('image', modulePropsSchemas.image),
  moduleOf('video', modulePropsSchemas.video),
  moduleOf('countdown', modulePropsSchemas.countdown),
  moduleOf('agenda', modulePropsSchemas.agenda),
  moduleOf('speakers', modulePropsSchemas.speakers),
  moduleOf('exhibitors', modulePropsSchemas.exhibitors),
  moduleOf('partners', modulePropsSchemas.partners),
  moduleOf('tickets', modulePropsSchemas.tickets),
  moduleOf('venue_map', modulePropsSchemas.venue_map),
  moduleOf('faq', modulePropsSchemas.faq),
  moduleOf('social_media', modulePropsSchemas.social_media),
  moduleOf('cta', modulePropsSchemas.cta),
]);

export type LandingModule = z.output<typeof moduleSchema>;
export type LandingModuleOf<T extends ModuleType> = Extract<LandingModule, { type: T }>;

// Keeps the union above in step with moduleTypes: adding a type there without a member here fails to compile.
type MissingModuleType = Exclude<ModuleType, LandingModule['type']>;
export const moduleUnionIsComplete: MissingModuleType extends never ? true : never = true;
