import { listSocialMedia } from '@foyer/core/social-media/list-social-media';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { eventWords } from '../../server/request-event.server.ts';

/** The social-media screen: only http(s) links ever reach it (core filters them). */
export async function loadSocialMedia({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'social_media');
  const [items, words] = await Promise.all([listSocialMedia(ctx, scope), eventWords(ctx, request, event)]);
  // A link's label is the organizer's word ("Community forum"): in the event's dictionary.
  return { social_media: items.map((x) => (x.label ? { ...x, label: words(x.label) } : x)) };
}

export type SocialMediaData = Awaited<ReturnType<typeof loadSocialMedia>>;
