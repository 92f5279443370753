import { schema } from '@foyer/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ContentScope } from '../content/content-scope.ts';
import { translated } from '../content/visibility.ts';
import { siteOrHttpLink } from '../social-media/safe-link.ts';
import { playableSource } from './embed-url.ts';

type Scope = ContentScope & { componentId: number };

/**
 * The audio-visuals screen: recordings by order, each with the player URL the screen may load
 * (on click only). Recordings for logged-in users are left out for guests (SPEC §6).
 */
export async function listAudioVisuals(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  const a = schema.audio_visuals;
  const rows = await ctx.db
    .select()
    .from(a)
    .where(and(eq(a.event_component_id, scope.componentId), eq(a.event_id, scope.eventId)))
    .orderBy(asc(a.order), asc(a.id));
  const visible = scope.viewer ? rows : rows.filter((x) => !x.for_logged_in);
  const audio_visuals = visible.map((row) => {
    const local = translated(row, scope.locale, ['title', 'description'] as const);
    return {
      id: row.id,
      event_component_id: row.event_component_id,
      order: row.order,
      title: local.title,
      description: local.description,
      provider: row.provider,
      media: row.media,
      thumbnail: siteOrHttpLink(row.thumbnail),
      for_logged_in: row.for_logged_in,
      ...playableSource(row.provider, row.media_url),
    };
  });
  return { audio_visuals, login_required_count: rows.length - visible.length };
}

export type AudioVisualsList = Awaited<ReturnType<typeof listAudioVisuals>>;
