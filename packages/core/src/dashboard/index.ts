export * from './geo.ts';
export * from './event-phase.ts';
export * from './event-card.ts';
export * from './list-my-events.ts';
export * from './list-events-near.ts';
