import { Link, useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { adminHomeAction, adminHomeLoader } from '../../features/admin/admin-home.server.ts';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { EventFiguresPanel } from '../../features/admin/event-figures-panel.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';
import '../../features/admin/admin.css';

export const handle = { title: 'profile:admin_home.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return adminHomeLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return adminHomeAction(context.ctx, request, params.slug);
}

// A route's meta replaces its parents': the title must be given here too (axe: document-title).
export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin`: the admin panel's home (DESIGN "Areas of the UI"), one link per admin screen. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { t: tg } = useTranslation('games');
  const result = useActionData<typeof action>();
  const base = `${loaderData.basePath}/admin`;
  if (loaderData.reauth) {
    return (
      <Screen title={t('admin_home.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result?.result} />
      </Screen>
    );
  }
  const screens = [
    { to: `${base}/check-in`, label: t('admin_home.check_in'), text: t('admin_home.check_in_text') },
    { to: `${base}/invoices`, label: t('admin_home.invoices'), text: t('admin_home.invoices_text') },
    { to: `${base}/landing`, label: t('admin_home.landing'), text: t('admin_home.landing_text') },
    { to: `${base}/specific-fields`, label: t('admin_home.specific_fields'), text: t('admin_home.specific_fields_text') },
    { to: `${base}/discount-codes`, label: t('admin_home.discount_codes'), text: t('admin_home.discount_codes_text') },
    { to: `${base}/treasure-hunts`, label: tg('admin.title'), text: tg('admin.home_text') },
    { to: `${base}/points`, label: tg('points_admin.title'), text: tg('points_admin.home_text') },
    ...(loaderData.boothFrame ? [{ to: loaderData.boothFrame, label: t('photobooth:admin_link'), text: t('photobooth:admin_link_text') }] : []),
    { to: `${base}/reviews`, label: t('moderation:review.title'), text: t('moderation:review.link_text') },
    { to: `${base}/join-requests`, label: t('admin_home.join_requests'), text: t(loaderData.accessMode === 'whitelist' ? 'admin_home.join_requests_text' : 'admin_home.join_requests_text_open') },
  ];
  return (
    <Screen title={t('admin_home.title')} intro={loaderData.title} wide>
      {loaderData.figures ? <EventFiguresPanel figures={loaderData.figures} /> : null}
      <h2>{t('admin_home.screens')}</h2>
      <ul className="fy-admin-home">
        {screens.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
