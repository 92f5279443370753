import { useRouteLoaderData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard';
import { dashboardLoader } from '../../features/dashboard/dashboard.server.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx';
import type { loader as rootLoader } from '../../root';

export const handle = { title: 'dashboard:title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return dashboardLoader(context.ctx, request, params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? [{ title: screenTitle(matches, data.event.title) }] : [];
}

/** SPEC §2 dashboard: my events (upcoming, ongoing, past) and events near you. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  useTranslation('dashboard');
  return <DashboardScreen data={loaderData} locale={root?.locale ?? 'en'} />;
}
