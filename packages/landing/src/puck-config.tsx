import { agendaModule } from './modules/agenda-module.tsx';
import { countdownModule } from './modules/countdown-module.tsx';
import { ctaModule } from './modules/cta-module.tsx';
import { keyAsLabel, type LabelFn } from './modules/editor-fields.ts';
import { exhibitorsModule } from './modules/exhibitors-module.tsx';
import { faqModule } from './modules/faq-module.tsx';
import { imageModule } from './modules/image-module.tsx';
import { partnersModule } from './modules/partners-module.tsx';
import { socialMediaModule } from './modules/social-media-module.tsx';
import { speakersModule } from './modules/speakers-module.tsx';
import { textModule } from './modules/text-module.tsx';
import { ticketsModule } from './modules/tickets-module.tsx';
import { venueMapModule } from './modules/venue-map-module.tsx';
import { videoModule } from './modules/video-module.tsx';
import type { Data } from '@puckeditor/core';
import type { LandingPuckComponents, LandingPuckConfig } from './modules/module-config.ts';
import { toPuckData, type LpSettings, type PuckRootProps } from './schema/index.ts';

export type { LandingPuckComponents, LandingPuckConfig } from './modules/module-config.ts';

/**
 * One Puck component per module type. Renders read event data from `LandingDataContext`, so wrap
 * `<Render>` (or the editor's `<Puck>`) in its provider. `label` translates editor labels (keys
 * under `landing:editor`); rendering the public page does not need them.
 */
export function createPuckConfig(label: LabelFn = keyAsLabel): LandingPuckConfig {
  return {
    components: {
      text: textModule(label),
      image: imageModule(label),
      video: videoModule(label),
      countdown: countdownModule(label),
      agenda: agendaModule(label),
      speakers: speakersModule(label),
      exhibitors: exhibitorsModule(label),
      partners: partnersModule(label),
      tickets: ticketsModule(label),
      venue_map: venueMapModule(label),
      faq: faqModule(label),
      social_media: socialMediaModule(label),
      cta: ctaModule(label),
    },
  };
}

export const puckConfig: LandingPuckConfig = createPuckConfig();

export type LandingPuckDataTyped = Data<LandingPuckComponents, PuckRootProps>;

/** `toPuckData` typed for this config. The schema-side type stays React-free, so the cast lives here: every item was built from a validated module. */
export function toLandingPuckData(settings: LpSettings): LandingPuckDataTyped {
  return toPuckData(settings) as LandingPuckDataTyped;
}
