import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { introductionPath } from '../../features/auth/auth-links.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { logoutAction } from '../../features/auth/server/logout.server.ts';

/** Logging out changes state, so it is a POST (the header's form); a GET just goes home. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const req = await authRequest(context.ctx, request, params.slug);
  throw redirect(introductionPath(req.basePath));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return logoutAction(await authRequest(context.ctx, request, params.slug));
}
