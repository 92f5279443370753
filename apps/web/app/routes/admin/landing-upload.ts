import type { Route } from './+types/landing-upload';
import { uploadImageAction } from '../../features/builder/upload-image.server.ts';
import { postOnly } from '../../server/post-only.server.ts';

/** `admin/landing/upload`: the builder's picture upload (a resource route: JSON, no page). */
export function action({ request, params, context }: Route.ActionArgs) {
  return uploadImageAction(context.ctx, request, params.slug);
}

/** A GET here is no page: 405, Allow: POST. */
export const loader = postOnly;
