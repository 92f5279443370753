export * from './load-landing-page.ts';
export type { Preview } from './previews.ts';
