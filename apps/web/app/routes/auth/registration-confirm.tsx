import type { Route } from './+types/registration-confirm';
import { authRequest } from '../../features/auth/server/auth-request.server.ts';
import { confirmRegistration } from '../../features/auth/server/link-sign-in.server.ts';

/** `registration/confirm?token=` from the confirmation e-mail: always a redirect (SPEC §2 outcomes). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return confirmRegistration(await authRequest(context.ctx, request, params.slug));
}
