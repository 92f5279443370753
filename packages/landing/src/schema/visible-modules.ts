import type { LpSettings } from './lp-settings-schema.ts';
import type { LandingModule } from './module-schema.ts';

/** The modules a visitor sees, in page order. */
export function visibleModules(settings: Pick<LpSettings, 'modules'>, viewer: { loggedIn: boolean }): LandingModule[] {
  return settings.modules
    .filter((module) => module.visible)
    .filter((module) => !(module.only_for_logged_in && !viewer.loggedIn))
    .filter((module) => !(module.only_for_guests && viewer.loggedIn))
    .map((module, index) => ({ module, index }))
    // Index breaks ties so modules with equal `order` keep their stored sequence.
    .sort((a, b) => a.module.order - b.module.order || a.index - b.index)
    .map(({ module }) => module);
}
