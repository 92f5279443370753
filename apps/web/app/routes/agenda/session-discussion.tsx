import type { Route } from './+types/session-discussion';
import { projectorLoader } from '../../features/discussion/discussion.server';
import { ProjectorPage } from '../../features/discussion/projector-page';
import { dataTitledMeta } from '../../components/page-meta';

/** The event layout shows no menu around this page (routes/event/layout.tsx reads `bare`). */
export const handle = { bare: true };

/** `agenda/:componentId/session/:sessionId/discussion` (SPEC §2): the projector page of a session's questions. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return projectorLoader(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.session.name);
}

export default function SessionDiscussionRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectorPage data={loaderData} />;
}
