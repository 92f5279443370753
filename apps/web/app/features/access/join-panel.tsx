import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../components/ui/index.ts';
import { errorText } from './error-text.ts';

export interface JoinPanelProps {
  mode: 'none' | 'close' | 'whitelist';
  canJoin: boolean;
  joinRequest: 'pending' | 'approved' | 'rejected' | null;
  redirectTo: string | null;
  /** The last action's failure (an AppError code), if any. */
  errorCode: string | null;
}

/**
 * SPEC §4: a member joins with one button; on a whitelist event an outsider sees the
 * access-denied message and may ask the organizer, then sees where the request stands.
 */
export function JoinPanel({ mode, canJoin, joinRequest, redirectTo, errorCode }: JoinPanelProps) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const denied = !canJoin || errorCode === 'auth.whitelist';
  return (
    <>
      <p>{t(`join.mode.${mode}`)}</p>
      {errorCode && errorCode !== 'auth.whitelist' ? <Alert tone="error">{errorText(t, errorCode)}</Alert> : null}
      {!denied ? (
        <Form method="post" className="fy-actions">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <Button type="submit" name="intent" value="join" busy={busyIntent === 'join'}>
            {t('join.join')}
          </Button>
        </Form>
      ) : joinRequest === 'pending' ? (
        <Alert tone="info" title={t('join.pending_title')}>
          <p>{t('join.pending')}</p>
        </Alert>
      ) : joinRequest === 'rejected' ? (
        <Alert tone="warning" title={t('join.rejected_title')}>
          <p>{t('join.rejected')}</p>
        </Alert>
      ) : (
        <>
          <Alert tone="warning" title={t('join.denied_title')}>
            <p>{t('join.denied')}</p>
          </Alert>
          <Form method="post" className="fy-actions">
            <Button type="submit" name="intent" value="request" busy={busyIntent === 'request'}>
              {t('join.request')}
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
