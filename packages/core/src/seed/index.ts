export { seedDemo, seedSteps, type SeedDemoOptions, type SeedDemoResult, type SeedStep } from './seed-demo.ts';
export { buildDemoLpSettings } from './demo-lp-settings.ts';
export { demoSlug, type DemoComponentIds } from './seed-event.ts';
export { createPrng, forkPrng, type Prng } from './prng.ts';
