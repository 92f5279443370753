/**
 * Events and people the end-to-end journeys need besides the demo event, created before the
 * server starts. Passwords are known to the tests (see e2eUsers).
 */
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { createEvent } from '@foyer/core/events/index';
import { e2eEvents, e2eUsers } from './fixture-data.ts';

export { e2eEvents, e2eUsers };

async function user(db: Db, u: { email: string; password: string; first_name: string; last_name: string }) {
  const [row] = await db
    .insert(schema.users)
    .values({
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      password_hash: await hash(u.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      email_confirmed_at: new Date(),
      user_identity_token: randomBytes(16).toString('base64url'),
    })
    .returning();
  return row!;
}

export async function createE2eFixtures(db: Db) {
  const start = new Date(Date.now() + 30 * 86_400_000);
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const common = { organization_slug: 'e2e-org', start_date: start, end_date: end, languages: ['en', 'pl', 'de'] as ('en' | 'pl' | 'de')[] };
  const whitelist = await createEvent({ db }, { ...common, title: e2eEvents.whitelist.title, lp_url: e2eEvents.whitelist.slug, access_mode_type: 'whitelist' });
  const code = await createEvent({ db }, { ...common, title: e2eEvents.accessCode.title, lp_url: e2eEvents.accessCode.slug });
  await db.update(schema.events).set({ access_code_on: true, access_code: e2eEvents.accessCode.code }).where(eq(schema.events.id, code.id));
  await createEvent({ db }, { ...common, title: e2eEvents.closed.title, lp_url: e2eEvents.closed.slug, access_mode_type: 'close' });
  const organizer = await user(db, e2eUsers.organizer);
  await user(db, e2eUsers.attendee);
  for (const buyer of [e2eUsers.freeBuyer, e2eUsers.payuBuyer, e2eUsers.invoiceBuyer]) await user(db, buyer);
  await db.insert(schema.event_memberships).values({
    event_id: whitelist.id,
    user_id: organizer.id,
    joined: true,
    user_tags: ['ADMINISTRATOR'],
    first_name: organizer.first_name,
    last_name: organizer.last_name,
  });
}
