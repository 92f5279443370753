import { schema, type Db } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { ensureSystemConsents } from '../consents/ensure-system-consents.ts';
import { AppError } from '../errors.ts';
import { buildDemoLpSettings } from './demo-lp-settings.ts';
import { seedAgenda } from './seed-agenda.ts';
import { demoSlug, seedEvent } from './seed-event.ts';
import { seedExhibitors } from './seed-exhibitors.ts';
import { seedFeedChannels, seedFeedPosts } from './seed-feedwall.ts';
import { seedMatching } from './seed-matching.ts';
import { seedOrganization } from './seed-organization.ts';
import { seedPartners } from './seed-partners.ts';
import { seedPeople } from './seed-people.ts';
import { seedQuizzes } from './seed-quizzes.ts';
import { seedTreasureHunt } from './seed-treasure-hunt.ts';
import { seedSessionQuestions } from './seed-questions.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedHeldTickets } from './seed-held-tickets.ts';
import { seedVenues } from './seed-venues.ts';
import { seedNearbyEvents } from './seed-nearby-events.ts';
import { seedAudioVisuals, seedResources, seedSocialLinks } from './seed-media.ts';

export const seedSteps = ['organization', 'event', 'content', 'people', 'tickets', 'lp settings'] as const;
export type SeedStep = (typeof seedSteps)[number];

export interface SeedDemoOptions {
  /** The same seed always writes the same data (timestamps aside). */
  seed?: number;
  attendees?: number;
  /** Called after each step with how many of `total` steps are done. */
  onProgress?: (step: SeedStep, done: number, total: number) => void;
  /** For timestamps only; defaults to the current time. */
  now?: Date;
  /**
   * The installation's session secret: the demo's first attendees then hold free tickets whose
   * QR codes the door reads (seed-held-tickets.ts). Without it nobody holds a ticket.
   */
  qrSecret?: string;
}

export interface SeedDemoResult {
  eventId: number;
  organizationId: number;
  slug: string;
}

/**
 * Creates the demo organization and the event at /demo with agenda, people, exhibitors,
 * partners, quizzes, feed wall, tickets and a landing page, in one transaction: a failure
 * leaves the database as it was.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const seed = opts.seed ?? 1;
  const attendees = opts.attendees ?? 25;
  if (!Number.isInteger(seed) || !Number.isInteger(attendees) || attendees < 0) {
    throw new AppError('common.validation', 'seed and attendees must be whole numbers, attendees not negative');
  }
  const total = seedSteps.length;
  let done = 0;
  const step = (name: SeedStep) => opts.onProgress?.(name, ++done, total);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, demoSlug));
    if (existing) throw new AppError('common.validation', `An event already uses the slug "${demoSlug}"`, 'lp_url');
    const scope = { db: tx as Db, seed, now: opts.now ?? new Date() };
    await ensureSystemConsents(scope.db);

    const { organizationId, organizerUserId } = await seedOrganization(scope);
    step('organization');

    const { eventId, componentIds } = await seedEvent(scope, organizationId);
    const eventScope = { ...scope, eventId };
    await seedNearbyEvents(scope, organizationId, organizerUserId);
    step('event');

    const agenda = await seedAgenda(eventScope, componentIds);
    const { exhibitorIds } = await seedExhibitors(eventScope, componentIds.exhibitors);
    await seedPartners(eventScope, componentIds.partners);
    await seedQuizzes(eventScope, componentIds.survey_quiz_component);
    await seedTreasureHunt(eventScope, componentIds.treasure_hunt!);
    await seedVenues(eventScope, componentIds.venues, { placeIds: agenda.placeIds, exhibitorIds });
    await seedResources(eventScope, componentIds.resources!);
    await seedAudioVisuals(eventScope, componentIds.audio_visuals!);
    await seedSocialLinks(eventScope, componentIds.social_media!);
    await seedMatching(eventScope, componentIds.business_matching, agenda);
    const { channelIds } = await seedFeedChannels(eventScope, componentIds.feed_wall);
    step('content');

    const { attendeeUserIds } = await seedPeople(eventScope, {
      count: attendees,
      organizerUserId,
      exhibitorIds,
      speakerIds: agenda.speakerIds,
    });
    // A varied but bounded set of authors, so posts do not all come from attendee1.
    await seedFeedPosts(eventScope, channelIds, attendeeUserIds.slice(0, 25));
    await seedSessionQuestions(eventScope, componentIds.agenda, attendeeUserIds.slice(0, 25));
    step('people');

    const { ticketIds } = await seedTickets(eventScope, agenda.workshopSessionIds);
    if (opts.qrSecret) await seedHeldTickets(eventScope, { attendeeUserIds, studentTicketId: ticketIds[2]!, qrSecret: opts.qrSecret });
    step('tickets');

    await tx
      .update(schema.events)
      .set({ lp_settings: JSON.stringify(buildDemoLpSettings(componentIds)) })
      .where(eq(schema.events.id, eventId));
    step('lp settings');

    return { eventId, organizationId, slug: demoSlug };
  });
}
