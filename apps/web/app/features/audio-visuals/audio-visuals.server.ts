import { listAudioVisuals } from '@foyer/core/audio-visuals/list-audio-visuals';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

/** The audio-visuals screen: recordings with player URLs that the page loads only on click. */
export async function loadAudioVisuals({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'audio_visuals');
  return { ...(await listAudioVisuals(ctx, scope)), signedIn: scope.viewer !== null };
}

export type AudioVisualsData = Awaited<ReturnType<typeof loadAudioVisuals>>;
