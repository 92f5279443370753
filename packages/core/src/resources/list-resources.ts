import { schema } from '@foyer/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ContentScope } from '../content/content-scope.ts';
import { translated } from '../content/visibility.ts';
import { siteOrHttpLink } from '../social-media/safe-link.ts';

type Scope = ContentScope & { componentId: number };

/**
 * The resources screen: files and links by order. Items flagged for_logged_in are left out for
 * guests (SPEC §6), and only their number is told so the screen can invite a login. A file
 * wins over an external URL; a URL that is not http(s) or a path of this site is dropped.
 */
export async function listResources(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  const r = schema.resources;
  const rows = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.event_component_id, scope.componentId), eq(r.event_id, scope.eventId)))
    .orderBy(asc(r.order), asc(r.id));
  const visible = scope.viewer ? rows : rows.filter((x) => !x.for_logged_in);
  const resources = visible.map((row) => {
    const local = translated(row, scope.locale, ['name', 'description'] as const);
    const file = siteOrHttpLink(row.file_url);
    const external = siteOrHttpLink(row.external_url);
    return {
      id: row.id,
      event_component_id: row.event_component_id,
      order: row.order,
      name: local.name,
      description: local.description,
      kind: row.kind,
      file_url: file,
      external_url: external,
      /** What the screen links to: the file to download, else the page to open. */
      url: file ?? external,
      is_download: file !== null,
      thumbnail: siteOrHttpLink(row.thumbnail),
      for_logged_in: row.for_logged_in,
    };
  });
  return { resources, login_required_count: rows.length - visible.length };
}

export type ResourcesList = Awaited<ReturnType<typeof listResources>>;
