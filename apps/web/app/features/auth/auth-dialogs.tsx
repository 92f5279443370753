import { useTranslation } from 'react-i18next';
import { ProgressModal } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import { ConsentsDialog } from './consents-dialog.tsx';
import { EmailConfirmationDialog } from './email-confirmation-dialog.tsx';
import { ErrorDialog, ResetMailSentDialog } from './message-dialogs.tsx';
import { SocialConsentDialog } from './social-consent-dialog.tsx';
import { WhitelistDialog } from './whitelist-dialog.tsx';

/** The progress modal and the one open dialog of an auth screen. */
export function AuthDialogs() {
  const flow = useAuthFlow();
  const { t } = useTranslation('auth');
  const d = flow.dialog;
  return (
    <>
      <ProgressModal status={flow.status} onDone={flow.onProgressDone} title={flow.progressStart === 'SIGNING_UP' ? t('progress.title_register') : undefined} />
      {flow.status ? null : d?.kind === 'error' ? (
        <ErrorDialog dialog={d} />
      ) : d?.kind === 'reset-mail-sent' ? (
        <ResetMailSentDialog />
      ) : d?.kind === 'email-confirmation' ? (
        <EmailConfirmationDialog dialog={d} />
      ) : d?.kind === 'consents' ? (
        <ConsentsDialog dialog={d} />
      ) : d?.kind === 'whitelist' ? (
        <WhitelistDialog dialog={d} />
      ) : d?.kind === 'gdpr-consent' ? (
        <SocialConsentDialog dialog={d} />
      ) : null}
    </>
  );
}
