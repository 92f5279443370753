import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventLayout } from '../access/use-event-layout.ts';

/** A link of an admin screen's navigation, by its path under `admin/` ('discount-codes', 'invoices'…). */
export interface AdminNavLink {
  path: string;
  label: string;
}

/**
 * The navigation at the top of every admin screen: the admin panel's home, named as the event menu
 * names it, then the screen's own neighbours (its parent, a sibling). Absolute paths, not `..`
 * relative to the path: while a navigation away was under way, a relative link was re-resolved
 * against the new address and a quick second tap landed elsewhere (e2e: "Join requests" led to
 * /demo/join-requests).
 */
export function AdminNav({ links = [] }: { links?: AdminNavLink[] }) {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  return (
    <nav className="fy-admin-nav" aria-label={t('admin_home.title')}>
      <Link to={`${basePath}/admin`}>{t('admin_home.title')}</Link>
      {links.map((l) => (
        <Link key={l.path} to={`${basePath}/admin/${l.path}`}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
