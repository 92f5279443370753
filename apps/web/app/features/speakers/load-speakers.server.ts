import { getSpeaker, listSpeakers } from '@foyer/core/content/speakers';
import { isAppError } from '@foyer/core/errors';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';
import { searchSpeakers, speakerQuery } from './search-speakers.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';

/**
 * The speakers screen: every speaker (the browser filters live), the `?q=` result the server
 * computed for requests without JavaScript, and the `?speaker=` details dialog.
 */
export async function loadSpeakers({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'speakers');
  const url = new URL(request.url);
  const q = speakerQuery(url.searchParams.get('q') ?? '');
  const speakers = await listSpeakers(ctx, scope);
  const speakerId = idFrom(url.searchParams.get('speaker'));
  let selected: Awaited<ReturnType<typeof getSpeaker>> | null = null;
  if (speakerId !== null) {
    try {
      selected = await getSpeaker(ctx, scope, speakerId);
    } catch (err) {
      if (!isAppError(err)) throw err;
    }
  }
  return { q, speakers, matchingIds: searchSpeakers(speakers, q).map((s) => s.id), selected };
}

export type SpeakersData = Awaited<ReturnType<typeof loadSpeakers>>;
