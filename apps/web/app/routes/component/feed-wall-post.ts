import type { Route } from './+types/feed-wall-post';
import { feedWallAction } from '../../features/feed-wall/feed-wall.server';

/** `component/{id}/feed`: the feed wall's forms (post, like, comment, delete). */
export function action({ request, params, context }: Route.ActionArgs) {
  return feedWallAction(context.ctx, request, params);
}
