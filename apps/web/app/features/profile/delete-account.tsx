import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, PasswordField, buttonClass } from '../../components/ui/index.ts';
import { errorText } from '../access/error-text.ts';

const dialogParam = 'dialog';
const dialogValue = 'delete-account';

/**
 * Deleting the account (SPEC §2 "delete account"): a confirmation dialog first, which asks for
 * the password again (or the e-mail address, typed, for an account without one), so an
 * unattended browser or a stolen session cannot erase it. The dialog is a URL state
 * (`?dialog=delete-account`), so the same links and form work without JavaScript, and a refused
 * confirmation comes back with the dialog still open.
 */
export function DeleteAccount({ hasPassword, error }: { hasPassword: boolean; error?: string | undefined }) {
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
        <Form method="post" action={`${location.pathname}?${withDialog.toString()}`}>
          {hasPassword ? (
            <PasswordField
              name="current_password"
              label={t('delete_account.password')}
              hint={t('delete_account.password_hint')}
              autoComplete="current-password"
              required
              errors={error ? [errorText(t, error)] : undefined}
            />
          ) : (
            <Field name="email" type="email" label={t('delete_account.email')} hint={t('delete_account.email_hint')} autoComplete="off" required errors={error ? [errorText(t, error)] : undefined} />
          )}
          <div className="fy-actions">
          <Link to={closeHref} replace preventScrollReset className={buttonClass('secondary')} data-autofocus>
            {t('delete_account.cancel')}
          </Link>
          <Button type="submit" name="intent" value="delete-account" variant="danger" busy={busy}>
            {t('delete_account.confirm')}
          </Button>
          </div>
        </Form>
      </Modal>
    </section>
  );
}
