export * from './locales.ts';
export * from './negotiate-locale.ts';
export { resources, namespaces, type Namespace } from './resources.ts';
export { formatList, formatPrice, formatWhen, formatWhenRange, type WhenStyle } from './format.ts';
