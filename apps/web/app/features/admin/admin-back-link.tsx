import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The way back to the admin panel's home from one of its screens. */
export function AdminBackLink() {
  const { t } = useTranslation('profile');
  return (
    <nav className="fy-admin-nav" aria-label={t('specific_fields_admin.nav')}>
      <Link to=".." relative="path">
        {t('admin_home.title')}
      </Link>
    </nav>
  );
}
