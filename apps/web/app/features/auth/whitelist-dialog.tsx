import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthDialog } from './auth-dialog.ts';
import type { AuthActionData } from './auth-result.ts';
import { codeText } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';

type Dialog = Extract<AuthDialog, { kind: 'whitelist' }>;

/**
 * SPEC §2 whitelist access denied: the visitor is signed in but not on the event's list, and
 * may ask the organizer for access (SPEC §4). A second request counts as sent.
 */
export function WhitelistDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const fetcher = useFetcher<AuthActionData>();
  const textId = useId();
  const answer = fetcher.data;
  const alreadyAsked = answer?.type === 'error' && answer.code === 'access.already_requested';
  const requested = answer ? answer.type === 'join-requested' || alreadyAsked : dialog.requested;
  const error = answer?.type === 'error' && !alreadyAsked ? answer : answer ? undefined : dialog.error;
  return (
    <Modal title={t('whitelist.title')} onClose={flow.closeDialog} closeHref={flow.closeHref} describedBy={textId} size="small">
      <p id={textId}>{t('whitelist.text')}</p>
      {requested ? <Alert tone="success">{t('whitelist.requested')}</Alert> : null}
      {error ? <Alert tone="error">{codeText(t, error.code, error.message)}</Alert> : null}
      <fetcher.Form method="post" action={flow.actionOf('login')}>
        <FlowFields intent="request-join" />
        <Button type="submit" block busy={fetcher.state !== 'idle'} disabled={requested} data-autofocus>
          {requested ? t('whitelist.request_sent') : t('whitelist.request')}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}
