import { listSocialMedia } from '@foyer/core/social-media/list-social-media';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

/** The social-media screen: only http(s) links ever reach it (core filters them). */
export async function loadSocialMedia({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'social_media');
  return { social_media: await listSocialMedia(ctx, scope) };
}

export type SocialMediaData = Awaited<ReturnType<typeof loadSocialMedia>>;
