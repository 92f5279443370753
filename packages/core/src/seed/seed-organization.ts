import { schema } from '@foyer/db';
import { forkPrng } from './prng.ts';
import { demoEmailDomain, type SeedScope } from './seed-scope.ts';

/** The tenant "Foyer Demo" and its owner, organizer@demo.foyer.test. */
export async function seedOrganization(scope: SeedScope): Promise<{ organizationId: number; organizerUserId: number }> {
  const { db } = scope;
  const r = forkPrng(scope.seed, 'organization');
  const [org] = await db
    .insert(schema.organizations)
    .values({ name: 'Foyer Demo', slug: 'demo-org' })
    .returning({ id: schema.organizations.id });
  const [organizer] = await db
    .insert(schema.users)
    .values({
      user_identity_token: r.hex(32),
      user_external_uuid: r.uuid(),
      qrcode: `U-${r.hex(20)}`,
      email: `organizer@${demoEmailDomain}`,
      email_confirmed_at: scope.now,
      first_name: 'Olga',
      last_name: 'Organizer',
      position: 'Event Director',
      company: 'Foyer Demo',
      country: 'PL',
      locale: 'en',
      show_contact_details: true,
    })
    .returning({ id: schema.users.id });
  await db
    .insert(schema.organization_members)
    .values({ organization_id: org!.id, user_id: organizer!.id, role: 'owner' });
  return { organizationId: org!.id, organizerUserId: organizer!.id };
}
