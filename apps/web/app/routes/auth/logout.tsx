import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { introductionPath } from '../../features/auth/auth-links.ts';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { logoutAction } from '../../features/auth/server/logout.server.ts';
import { RouteErrorPage } from '../../components/error-page.tsx';

/** Logging out changes state, so it is a POST (the header's form); a GET just goes home. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const req = await authRequest(context.ctx, request, params.slug);
  throw redirect(introductionPath(req.basePath));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return logoutAction(await authRequest(context.ctx, request, params.slug));
}

/** A loader's refusal (404, 403…) shows under the event's top bar, with the way back, not as a bare page. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
