import { index, pgTable, text, unique, integer } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

/** Tenants. An organization owns events; users are global accounts. */
export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  /** Seller data printed on invoices (Polish VAT law: name, NIP, address). */
  legal_name: text(),
  nip: text(),
  street: text(),
  building_number: text(),
  city: text(),
  postal_code: text(),
  country: text().notNull().default('PL'),
  /** Where proforma buyers transfer the money (IBAN). */
  bank_account: text(),
  created_at: createdAt(),
});

export const organizationRoles = ['owner', 'admin'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];

export const organization_members = pgTable(
  'organization_members',
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<OrganizationRole>().notNull().default('admin'),
    created_at: createdAt(),
  },
  (t) => [
    unique('organization_members_org_user_uq').on(t.organization_id, t.user_id),
    index('organization_members_user_idx').on(t.user_id),
  ],
);
