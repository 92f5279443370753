import type { Route } from './+types/treasure-hunt-sheet';
import { huntSheetPdf } from '../../features/games/admin-hunts.server.ts';

/** `admin/treasure-hunts/{huntId}/codes.pdf`: one hunt's printable QR codes (a resource route). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return huntSheetPdf(context.ctx, request, params.slug, params.huntId);
}
