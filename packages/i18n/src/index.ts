export * from './locales.ts';
export * from './negotiate-locale.ts';
export { resources, namespaces, type Namespace } from './resources.ts';
export { formatWhen, formatWhenRange, type WhenStyle } from './format-when.ts';
export { formatPrice } from './format-price.ts';
