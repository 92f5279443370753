import { useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/index.ts';
import type { loader as rootLoader } from '../../root';

/**
 * Without SMTP_URL no e-mail leaves this installation: a newcomer who just registered (or asked
 * for a magic link or a new password) is told where the message is instead of waiting forever.
 */
export function MailboxHint() {
  const { t } = useTranslation('auth');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root?.mailKept) return null;
  return (
    <Alert tone="info" title={t('mailbox_hint.title')}>
      <p>
        {t('mailbox_hint.text')}{' '}
        <a href="/dev/mailbox" target="_blank" rel="noopener">
          {t('mailbox_hint.link')}
        </a>
      </p>
    </Alert>
  );
}
