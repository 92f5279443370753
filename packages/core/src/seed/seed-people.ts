import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import { companies } from './pools-companies.ts';
import { countries, needs, offers, pickPersonName, positions } from './pools-people.ts';
import { speakerBios } from './pools-texts.ts';
import { demoEmailDomain, type EventScope } from './seed-scope.ts';

/** Mostly English and Polish speakers, some from the rest of the region. */
const attendeeLocales = ['en', 'en', 'pl', 'pl', 'pl', 'de', 'cs', 'hu', 'ro', 'fr', 'bg', 'ru'] as const;

export interface SeededPeople {
  attendeeUserIds: number[];
}

/**
 * `count` attendees (attendee1@demo.foyer.test ...; no password: they sign in by magic link)
 * joined to the event, plus the organizer's ADMINISTRATOR membership. The first attendees also
 * moderate an exhibitor and a speaker and staff booths, so the manage area has data.
 */
export async function seedPeople(
  scope: EventScope,
  input: { count: number; organizerUserId: number; exhibitorIds: number[]; speakerIds: number[] },
): Promise<SeededPeople> {
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'people');
  const people = Array.from({ length: input.count }, (_, i) => {
    const name = pickPersonName(r);
    const detailed = r.chance(0.6);
    return {
      user_identity_token: r.hex(32),
      user_external_uuid: r.uuid(),
      qrcode: `U-${r.hex(20)}`,
      email: `attendee${i + 1}@${demoEmailDomain}`,
      email_confirmed_at: scope.now,
      ...name,
      position: r.pick(positions),
      company: r.pick(companies),
      country: r.pick(countries),
      locale: r.pick(attendeeLocales),
      biography: detailed ? r.pick(speakerBios) : null,
      what_i_offer: detailed ? r.pick(offers) : null,
      what_i_need: detailed ? r.pick(needs) : null,
      show_contact_details: r.chance(0.3),
      phone_number: r.chance(0.3) ? String(r.int(500_000_000, 799_999_999)) : null,
      phone_country_code: '+48',
    };
  });
  const attendeeUserIds = await insertChunked(db, schema.users, people);

  await insertChunked(
    db,
    schema.event_memberships,
    people.map((p, i) => ({
      event_id: eventId,
      user_id: attendeeUserIds[i]!,
      joined: true,
      user_tags: [],
      first_name: p.first_name,
      last_name: p.last_name,
    })),
    1000,
  );
  await db.insert(schema.event_memberships).values({
    event_id: eventId,
    user_id: input.organizerUserId,
    joined: true,
    user_tags: ['ADMINISTRATOR'],
    first_name: 'Olga',
    last_name: 'Organizer',
  });

  const [firstAttendee, secondAttendee] = attendeeUserIds;
  const [firstExhibitor, secondExhibitor] = input.exhibitorIds;
  if (firstAttendee !== undefined && firstExhibitor !== undefined) {
    await db.insert(schema.exhibitor_moderators).values({ event_id: eventId, exhibitor_id: firstExhibitor, user_id: firstAttendee });
    await db.insert(schema.exhibitor_contact_users).values({ event_id: eventId, exhibitor_id: firstExhibitor, user_id: firstAttendee, order: 1 });
  }
  if (firstAttendee !== undefined && input.speakerIds[0] !== undefined) {
    await db.insert(schema.speaker_moderators).values({ event_id: eventId, speaker_id: input.speakerIds[0], user_id: firstAttendee });
  }
  if (secondAttendee !== undefined && secondExhibitor !== undefined) {
    await db.insert(schema.exhibitor_contact_users).values({ event_id: eventId, exhibitor_id: secondExhibitor, user_id: secondAttendee, order: 1 });
  }
  return { attendeeUserIds };
}
