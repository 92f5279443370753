import { useActionData, useRouteLoaderData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/landing';
import { builderAction, builderLoader } from '../../features/builder/builder.server.ts';
import { BuilderScreen } from '../../features/builder/builder-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';
import type { loader as layoutLoader } from '../event/layout';
import { ScreenMain } from '../../components/screen-main';

export const handle = { title: 'landing:builder.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return builderLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return builderAction(context.ctx, request, params.slug);
}

// A route's meta replaces its parents': the title must be given here too (axe: document-title).
export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/landing`: the landing-page builder (SPEC §2 admin panel: landing-page configuration). */
export default function LandingBuilder({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('landing');
  const result = useActionData<typeof action>();
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  if (loaderData.reauth) {
    return (
      <Screen title={t('builder.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && 'result' in result ? result.result : undefined} />
      </Screen>
    );
  }
  if (!layout) return null;
  return (
    <ScreenMain aria-label={t('builder.title')}>
      <h1 className="visually-hidden">{t('builder.title')}</h1>
      <BuilderScreen data={loaderData} layout={{ event: layout.event, components: layout.components.filter((c) => c.visible_on_lp), basePath: layout.basePath }} />
    </ScreenMain>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
