import { schema } from '@foyer/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ContentScope } from './content-scope.ts';
import { hideFromGuests, translated } from './visibility.ts';

type Scope = ContentScope & { componentId: number };
const x = schema.exhibitors;
type ExhibitorRow = typeof x.$inferSelect;

async function tagsOf(ctx: Pick<Ctx, 'db'>, ids: number[]) {
  if (!ids.length) return [];
  const l = schema.exhibitor_tag_links;
  const t = schema.exhibitor_tags;
  return ctx.db
    .select({ exhibitor_id: l.exhibitor_id, id: t.id, value: t.value, hex: t.hex })
    .from(l)
    .innerJoin(t, eq(t.id, l.exhibitor_tag_id))
    .where(inArray(l.exhibitor_id, ids))
    .orderBy(asc(t.value), asc(t.id));
}

async function peopleOf(ctx: Pick<Ctx, 'db'>, ids: number[], locale: string) {
  if (!ids.length) return [];
  const p = schema.exhibitor_contact_people;
  const a = schema.attachments;
  const rows = await ctx.db
    .select({
      exhibitor_id: p.exhibitor_id, id: p.id, order: p.order, first_name: p.first_name, last_name: p.last_name,
      description: p.description, phone: p.phone, phone_country_code: p.phone_country_code, email: p.email,
      picture_id: p.picture_id, picture: a.file_url, translations: p.translations,
    })
    .from(p)
    .leftJoin(a, eq(a.id, p.picture_id))
    .where(inArray(p.exhibitor_id, ids))
    .orderBy(asc(p.order), asc(p.id));
  return rows.map(({ translations, ...r }) => {
    const d = translations[locale]?.description;
    return typeof d === 'string' && d.trim() ? { ...r, description: d } : r;
  });
}

function shape(row: ExhibitorRow, tags: { exhibitor_id: number; id: number; value: string; hex: string }[], people: Awaited<ReturnType<typeof peopleOf>>, scope: Scope) {
  const local = translated(row, scope.locale, ['name', 'scope_description', 'description'] as const);
  const mine = people.filter((p) => p.exhibitor_id === row.id).map(({ exhibitor_id: _e, ...p }) => p);
  const hidden = hideFromGuests(local, mine, scope.viewer);
  const { event_id: _e, created_at: _c, updated_at: _u, translations: _t, ...rest } = hidden.row;
  return {
    ...rest,
    tags_exhibitors: tags.filter((t) => t.exhibitor_id === row.id).map(({ exhibitor_id: _x, ...t }) => t),
    exhibitor_contact_people: hidden.people,
  };
}

/** SPEC §9: the VIP section first, then by order. */
export async function listExhibitors(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  const rows = await ctx.db
    .select()
    .from(x)
    .where(eq(x.event_component_id, scope.componentId))
    .orderBy(desc(x.vip), asc(x.order), asc(x.name), asc(x.id));
  const ids = rows.map((r) => r.id);
  const [tags, people] = await Promise.all([tagsOf(ctx, ids), peopleOf(ctx, ids, scope.locale)]);
  return rows.map((r) => shape(r, tags, people, scope));
}

export async function getExhibitor(ctx: Pick<Ctx, 'db'>, scope: Scope, exhibitorId: number) {
  const [row] = await ctx.db
    .select()
    .from(x)
    .where(and(eq(x.id, exhibitorId), eq(x.event_component_id, scope.componentId)))
    .limit(1);
  if (!row) throw new AppError('common.not_found', 'Exhibitor not found');
  const ea = schema.exhibitor_attachments;
  const a = schema.attachments;
  const cu = schema.exhibitor_contact_users;
  const u = schema.users;
  const [tags, people, attachments, users] = await Promise.all([
    tagsOf(ctx, [row.id]),
    peopleOf(ctx, [row.id], scope.locale),
    ctx.db
      .select({ id: a.id, file_url: a.file_url, file_name: a.file_name, file_thumbnail_200_url: a.file_thumbnail_200_url, file_thumbnail_750_url: a.file_thumbnail_750_url, meta: a.meta })
      .from(ea)
      .innerJoin(a, eq(a.id, ea.attachment_id))
      .where(eq(ea.exhibitor_id, row.id))
      .orderBy(asc(ea.order), asc(ea.id)),
    ctx.db
      .select({ user_identity_token: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture })
      .from(cu)
      .innerJoin(u, eq(u.id, cu.user_id))
      .where(eq(cu.exhibitor_id, row.id))
      .orderBy(asc(cu.order), asc(cu.id)),
  ]);
  return { ...shape(row, tags, people, scope), exhibitor_attachments: attachments, exhibitor_contact_users: users };
}

/** The event's exhibitor tags (filter chips), by value. */
export async function listExhibitorTags(ctx: Pick<Ctx, 'db'>, scope: ContentScope) {
  const t = schema.exhibitor_tags;
  return ctx.db.select({ id: t.id, value: t.value, hex: t.hex }).from(t).where(eq(t.event_id, scope.eventId)).orderBy(asc(t.value), asc(t.id));
}
