import type { Route } from './+types/manage-redirect';
import { redirect } from 'react-router';

/**
 * The admin screens lived under `manage/…` before `manage` became SPEC's moderator area; old
 * bookmarks move to `admin/…` for good.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/\/manage\/(join-requests|discount-codes)$/, '/admin/$1')}${url.search}`, 308);
}
