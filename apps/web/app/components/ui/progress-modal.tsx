import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';
import { progressCloseDelayMs, progressOf, type AuthStatus } from './auth-status.ts';

export interface ProgressModalProps {
  /** The current step; null renders nothing. */
  status: AuthStatus | null;
  /** Called 1.5 s after SUCCESS, or at once on ERROR: the caller then clears the status. */
  onDone?: (outcome: 'SUCCESS' | 'ERROR') => void;
  title?: string;
}

/**
 * The sign-in progress dialog (SPEC §4): a spinner and the step's percentage until SUCCESS,
 * then a tick; it cannot be cancelled, and closes itself through `onDone`.
 */
export function ProgressModal({ status, onDone, title }: ProgressModalProps) {
  const { t } = useTranslation('auth');
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (status === 'ERROR') {
      done.current?.('ERROR');
      return;
    }
    if (status !== 'SUCCESS') return;
    const timer = setTimeout(() => done.current?.('SUCCESS'), progressCloseDelayMs);
    return () => clearTimeout(timer);
  }, [status]);

  if (!status || status === 'ERROR') return null;
  const percent = progressOf(status) ?? 0;
  const label = t(`progress.${status}`);
  return (
    <Modal title={title ?? t('progress.title')} cancellable={false} size="small" className="ui-progress-modal">
      <div className="ui-progress" data-status={status}>
        <div className="ui-progress__icon">
          {status === 'SUCCESS' ? (
            <svg className="ui-progress__tick" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : (
            <Spinner size="large" />
          )}
        </div>
        <progress className="ui-progress__bar" max={100} value={percent} aria-label={label} />
        <p className="ui-progress__label" role="status" aria-live="polite" tabIndex={-1} data-autofocus>
          {label} <span className="ui-progress__percent">{percent}%</span>
        </p>
      </div>
    </Modal>
  );
}
