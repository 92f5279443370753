import type { Route } from './+types/speaker';
import { type TitledHandle } from '../../components/page-meta';
import { speakerAction, speakerScreenLoader } from '../../features/moderation/speaker.server';
import { SpeakerScreen } from '../../features/moderation/speaker-screen';

export const handle = { title: 'moderation:title' } satisfies TitledHandle;

export { ErrorBoundary, meta } from './home';

/** `manage/speaker/:speakerId` (SPEC §2): the speaker form and its updates. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return speakerScreenLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return speakerAction(context.ctx, request, params);
}

export default function ManageSpeakerRoute({ loaderData }: Route.ComponentProps) {
  return <SpeakerScreen {...loaderData} />;
}
