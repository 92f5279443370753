// Every capability's tables; drizzle-kit reads this file (packages/db/drizzle.config.ts).
// Rules and the table catalogue: docs/data-model.md.
export * from './organizations.ts';
export * from './accounts.ts';
export * from './events.ts';
export * from './component-access.ts';
export * from './attachments.ts';
export * from './content.ts';
export * from './venue-maps.ts';
export * from './tickets.ts';
export * from './payments.ts';
export * from './invoices.ts';
export * from './documents.ts';
export * from './feedwall.ts';
export * from './inbox.ts';
export * from './friends.ts';
export * from './questions.ts';
export * from './quizzes.ts';
export * from './matching.ts';
export * from './gamification.ts';
export * from './notifications.ts';
export * from './moderation.ts';
export * from './mail.ts';
export * from './landing.ts';
