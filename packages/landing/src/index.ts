// React side of @foyer/landing. React-free code (core, CLI) imports `@foyer/landing/schema` instead.
export * from './schema/index.ts';
export type {
  LandingData,
  LandingEvent,
  LandingComponent,
  Preview,
  PreviewKind,
  PreviewOf,
  AgendaPreview,
  SpeakersPreview,
  ExhibitorsPreview,
  PartnersPreview,
  TicketsPreview,
} from './data.ts';
export { LandingDataContext, useLandingData } from './landing-data-context.ts';
export {
  puckConfig,
  createPuckConfig,
  toLandingPuckData,
  type LandingPuckConfig,
  type LandingPuckComponents,
  type LandingPuckDataTyped,
} from './puck-config.tsx';
export type { LabelFn } from './modules/editor-fields.ts';
export { LandingPage, LandingChrome, showsSideMenu, type LandingPageProps } from './page/landing-page.tsx';
export { Countdown } from './countdown/countdown.tsx';
export { normalizeHex, readableOn, contrastRatio } from './theme/contrast.ts';
