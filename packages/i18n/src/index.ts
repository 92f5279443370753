export * from './locales.ts';
export * from './negotiate-locale.ts';
export { resources, namespaces, type Namespace } from './resources.ts';
