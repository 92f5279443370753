export * from './event-record.ts';
export * from './find-event.ts';
export * from './list-components.ts';
export * from './list-languages.ts';
export * from './create-event.ts';
