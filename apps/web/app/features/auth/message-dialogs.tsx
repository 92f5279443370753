import { useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, buttonClass } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthDialog } from './auth-dialog.ts';
import { codeText } from './error-text.ts';
import { MailboxHint } from './mailbox-hint.tsx';

/** A titled message with buttons; closing without JavaScript reloads the screen without it. */
function MessageDialog({ title, message, actions, tone }: { title: string; message: ReactNode; actions?: ReactNode; tone: 'error' | 'info' }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const location = useLocation();
  const messageId = useId();
  const close = () => flow.setDialog(null);
  // Without JavaScript the dialog came with a POST answer: reloading the screen closes it.
  const here = `${location.pathname}${location.search}`;
  return (
    <Modal
      title={title}
      onClose={close}
      closeHref={here}
      describedBy={messageId}
      size="small"
      className={`auth-message auth-message--${tone}`}
      footer={
        <>
          {actions}
          <Link
            to={here}
            className={buttonClass(actions ? 'secondary' : 'primary')}
            data-autofocus={actions ? undefined : true}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            {t('dialogs.ok')}
          </Link>
        </>
      }
    >
      <p id={messageId} role={tone === 'error' ? 'alert' : undefined}>
        {message}
      </p>
    </Modal>
  );
}

type Of<K extends AuthDialog['kind']> = Extract<AuthDialog, { kind: K }>;

/** SPEC §8: 'Oops...' and the message of the first error code. */
export function ErrorDialog({ dialog }: { dialog: Of<'error'> }) {
  const { t } = useTranslation('auth');
  return <MessageDialog tone="error" title={t('dialogs.error_title')} message={codeText(t, dialog.code, dialog.message)} />;
}

/**
 * SPEC §2 password reminder success: the info message, then login (page) or closed (modal).
 */
export function ResetMailSentDialog() {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const navigate = useNavigate();
  const to = flow.mode === 'page' ? flow.linkTo('login') : flow.closeHref;
  const leave = () => {
    flow.setDialog(null);
    navigate(to, { preventScrollReset: true });
  };
  return (
    <Modal
      title={t('forgot.sent_title')}
      size="small"
      closeHref={to}
      onClose={leave}
      footer={
        <Link
          to={to}
          className={buttonClass('primary')}
          data-autofocus
          preventScrollReset
          onClick={(e) => {
            e.preventDefault();
            leave();
          }}
        >
          {t('dialogs.ok')}
        </Link>
      }
    >
      <p role="status">{t('forgot.sent_text')}</p>
      <MailboxHint />
    </Modal>
  );
}
