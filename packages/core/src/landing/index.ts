export * from './load-landing-page.ts';
export type { Preview } from './previews.ts';
export * from './lp-document.ts';
export * from './save-lp-settings.ts';
export * from './lp-versions.ts';
export * from './landing-changed.ts';
export * from './preview-cache.ts';
