import { useId } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, buttonClass } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthDialog } from './auth-dialog.ts';
import type { AuthActionData } from './auth-result.ts';
import { codeText } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { MailboxHint } from './mailbox-hint.tsx';

type Dialog = Extract<AuthDialog, { kind: 'email-confirmation' }>;

/**
 * "Check your inbox" after registering, or when a login needs a confirmed address (SPEC §2, §4):
 * resend (disabled and saying so once it worked; SPEC §8 resend messages), and a login button
 * that closes this and opens login.
 */
export function EmailConfirmationDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const navigate = useNavigate();
  const fetcher = useFetcher<AuthActionData>();
  const textId = useId();
  const answer = fetcher.data;
  const resent = answer ? answer.type === 'resent' : dialog.resent === true;
  const error = answer?.type === 'error' ? answer : answer ? undefined : dialog.error;
  // A rate limit or a bad address: a confirmed or unknown address answers ok (the mail says which).
  const errorMessage = error ? codeText(t, error.code, error.message) : null;
  const login = flow.linkTo('login');
  return (
    <Modal title={t('confirmation.title')} onClose={flow.closeDialog} closeHref={flow.closeHref} describedBy={textId} size="small">
      <p id={textId}>{dialog.email ? t('confirmation.sent_to', { email: dialog.email }) : t('confirmation.sent')}</p>
      <p className="auth-muted">{t('confirmation.spam_hint')}</p>
      <MailboxHint />
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      {resent ? <Alert tone="success">{t('confirmation.resent')}</Alert> : null}
      <div className="auth-dialog-actions">
        <fetcher.Form method="post" action={flow.actionOf('register')}>
          <FlowFields intent="resend" />
          <input type="hidden" name="email" value={dialog.email} />
          <Button type="submit" variant="secondary" block busy={fetcher.state !== 'idle'} disabled={resent || !dialog.email}>
            {resent ? t('confirmation.resent_button') : t('confirmation.resend')}
          </Button>
        </fetcher.Form>
        <Link
          to={login}
          className={buttonClass('primary', true)}
          data-autofocus
          onClick={(e) => {
            e.preventDefault();
            flow.setDialog(null);
            navigate(login, { preventScrollReset: true });
          }}
        >
          {t('dialogs.log_in')}
        </Link>
      </div>
    </Modal>
  );
}
