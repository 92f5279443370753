import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/reviews';
import { reviewsAction, reviewsLoader } from '../../features/moderation/reviews.server';
import { ReviewsScreen } from '../../features/moderation/reviews-screen';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';
import '../../features/admin/admin.css';

export const handle = { title: 'moderation:review.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return reviewsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return reviewsAction(context.ctx, request, params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/reviews`: moderators' exhibitor and speaker updates, side by side, accepted or rejected. */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('moderation');
  const result = useActionData<typeof action>();
  if (loaderData.reauth) {
    return (
      <Screen title={t('review.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && 'result' in result ? result.result : undefined} />
      </Screen>
    );
  }
  return (
    <Screen title={t('review.title')} intro={t('review.intro')} wide>
      <ReviewsScreen reviews={loaderData.reviews} done={loaderData.done ?? null} />
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
