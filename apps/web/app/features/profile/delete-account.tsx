import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Modal, buttonClass } from '../../components/ui/index.ts';

const dialogParam = 'dialog';
const dialogValue = 'delete-account';

/**
 * Deleting the account (SPEC §2 "delete account"): a confirmation dialog first. The dialog is
 * a URL state (`?dialog=delete-account`), so the same links and form work without JavaScript.
 */
export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const open = params.get(dialogParam) === dialogValue;
  const withDialog = new URLSearchParams(params);
  withDialog.set(dialogParam, dialogValue);
  const without = new URLSearchParams(params);
  without.delete(dialogParam);
  const closeHref = `${location.pathname}${without.size ? `?${without.toString()}` : ''}`;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-account';
  return (
    <section className="fy-danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('delete_account.title')}</h2>
      <p>{t('delete_account.intro')}</p>
      <Link to={`?${withDialog.toString()}`} className={buttonClass('danger')} preventScrollReset>
        {t('delete_account.open')}
      </Link>
      <Modal
        open={open}
        title={t('delete_account.confirm_title')}
        describedBy="delete-account-warning"
        closeHref={closeHref}
        onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
        size="small"
      >
        <p id="delete-account-warning">{t('delete_account.confirm_body')}</p>
        <Form method="post" action={location.pathname} className="fy-actions">
          <Link to={closeHref} replace preventScrollReset className={buttonClass('secondary')} data-autofocus>
            {t('delete_account.cancel')}
          </Link>
          <Button type="submit" name="intent" value="delete-account" variant="danger" busy={busy}>
            {t('delete_account.confirm')}
          </Button>
        </Form>
      </Modal>
    </section>
  );
}
