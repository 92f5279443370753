import { schema } from '@foyer/db';
import { inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ExhibitorSnapshot } from './exhibitor-snapshot.ts';

/**
 * A snapshot as people read it: tags with their names, contact users by their public token and
 * name (internal ids never leave the server), attachments and pictures with their files.
 */
export async function describeExhibitorSnapshots(ctx: Pick<Ctx, 'db'>, snaps: ExhibitorSnapshot[]) {
  const tagIds = [...new Set(snaps.flatMap((s) => s.tag_ids))];
  const userIds = [...new Set(snaps.flatMap((s) => s.contact_user_ids))];
  const fileIds = [...new Set(snaps.flatMap((s) => [...s.attachment_ids, ...s.contact_people.map((p) => p.picture_id).filter((x): x is number => x != null)]))];
  const t = schema.exhibitor_tags;
  const u = schema.users;
  const a = schema.attachments;
  const [tags, users, files] = await Promise.all([
    tagIds.length ? ctx.db.select({ id: t.id, value: t.value, hex: t.hex }).from(t).where(inArray(t.id, tagIds)) : [],
    userIds.length ? ctx.db.select({ id: u.id, user_identity_token: u.user_identity_token, first_name: u.first_name, last_name: u.last_name }).from(u).where(inArray(u.id, userIds)) : [],
    fileIds.length ? ctx.db.select({ id: a.id, file_name: a.file_name, file_url: a.file_url }).from(a).where(inArray(a.id, fileIds)) : [],
  ]);
  const tagBy = new Map(tags.map((x) => [x.id, x]));
  const userBy = new Map(users.map(({ id, ...x }) => [id, x]));
  const fileBy = new Map(files.map((x) => [x.id, x]));
  return snaps.map(({ contact_user_ids, tag_ids, attachment_ids, contact_people, ...rest }) => ({
    ...rest,
    tags_exhibitors: tag_ids.flatMap((id) => tagBy.get(id) ?? []),
    contact_users: contact_user_ids.flatMap((id) => userBy.get(id) ?? []),
    attachments: attachment_ids.flatMap((id) => fileBy.get(id) ?? []),
    contact_people: contact_people.map((p) => ({ ...p, picture: p.picture_id != null ? (fileBy.get(p.picture_id)?.file_url ?? null) : null })),
  }));
}

export type ExhibitorView = Awaited<ReturnType<typeof describeExhibitorSnapshots>>[number];
