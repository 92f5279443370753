import type { Route } from './+types/feed-wall-post';
import { feedWallAction } from '../../features/feed-wall/feed-wall.server';
import { postOnly } from '../../server/post-only.server.ts';

/** `component/{id}/feed`: the feed wall's forms (post, like, comment, delete). */
export function action({ request, params, context }: Route.ActionArgs) {
  return feedWallAction(context.ctx, request, params);
}

/** A GET here is no page: 405, Allow: POST. */
export const loader = postOnly;
