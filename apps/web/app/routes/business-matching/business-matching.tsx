import type { Route } from './+types/business-matching';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { matchingAction, matchingScreenLoader, type MatchingTab } from '../../features/business-matching/matching.server';
import { MatchingScreen } from '../../features/business-matching/matching-screen';

export const handle = { title: 'matching:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** Which list a path shows: `business-matching`, `…/pending/{meetingId?}`, `…/accepted/{meetingId?}`. */
const tabOf = (pathname: string): MatchingTab => (/\/business-matching\/accepted(\/|$)/.test(pathname) ? 'accepted' : /\/business-matching\/pending(\/|$)/.test(pathname) ? 'pending' : 'meet');

export function loader({ request, params, context }: Route.LoaderArgs) {
  return matchingScreenLoader(context.ctx, request, params, tabOf(new URL(request.url).pathname));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return matchingAction(context.ctx, request, params);
}

export default function BusinessMatchingRoute({ loaderData }: Route.ComponentProps) {
  return <MatchingScreen data={loaderData} />;
}
