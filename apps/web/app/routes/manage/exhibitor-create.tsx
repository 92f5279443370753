import type { Route } from './+types/exhibitor-create';
import { type TitledHandle } from '../../components/page-meta';
import { exhibitorFormAction, exhibitorFormLoader } from '../../features/moderation/exhibitor-form.server';
import { ExhibitorForm } from '../../features/moderation/exhibitor-form';

export const handle = { title: 'moderation:title' } satisfies TitledHandle;

export { ErrorBoundary, meta } from './home';

/** `manage/exhibitor/:exhibitorId/create`: the booth update form (SPEC §2). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return exhibitorFormLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return exhibitorFormAction(context.ctx, request, params);
}

/** The contact-user search (?q=) reloads only the matches: the form's state is the user's. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function ManageExhibitorCreateRoute({ loaderData }: Route.ComponentProps) {
  return <ExhibitorForm basePath={loaderData.basePath} exhibitor={loaderData.exhibitor} tags={loaderData.tags} locales={loaderData.locales} />;
}
