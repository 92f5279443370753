import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventLayout } from '../access/use-event-layout.ts';

/**
 * The way back to the admin panel's home from one of its screens. Absolute, not `..` relative to
 * the path: while a navigation away was under way, a relative link was re-resolved against the new
 * address and a quick second tap landed elsewhere (e2e: "Join requests" led to /demo/join-requests).
 */
export function AdminBackLink() {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  return (
    <nav className="fy-admin-nav" aria-label={t('specific_fields_admin.nav')}>
      <Link to={`${basePath}/admin`}>{t('admin_home.title')}</Link>
    </nav>
  );
}
