export const moduleTypes = [
  'text',
  'image',
  'video',
  'countdown',
  'agenda',
  'speakers',
  'exhibitors',
  'partners',
  'tickets',
  'venue_map',
  'faq',
  'social_media',
  'cta',
] as const;

export type ModuleType = (typeof moduleTypes)[number];

/** Module types whose content comes from an event component (agenda, speakers, ...) preview. */
export const componentModuleTypes = ['agenda', 'speakers', 'exhibitors', 'partners', 'tickets'] as const;
export type ComponentModuleType = (typeof componentModuleTypes)[number];

export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && (moduleTypes as readonly string[]).includes(value);
}
