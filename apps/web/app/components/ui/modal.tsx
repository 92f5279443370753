import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog.ts';

export interface ModalProps {
  title: ReactNode;
  children?: ReactNode;
  /** Escape, the close button. Not called when `cancellable` is false. */
  onClose?: () => void;
  /** False for dialogs SPEC says cannot be cancelled: no close button, Escape does nothing. */
  cancellable?: boolean;
  /** Where the close button leads without JavaScript (it is then a link). */
  closeHref?: string;
  /** Buttons under the body. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Id of the element that describes the dialog (e.g. its message). */
  describedBy?: string;
  className?: string;
  /** Render nothing when false (default true), so callers can keep it in the tree. */
  open?: boolean;
}

/**
 * A modal dialog (native <dialog> opened with showModal): role=dialog, aria-modal, labelled by
 * its title, focus trapped and returned, Escape and the close button call `onClose`.
 */
export function Modal({ open = true, ...props }: ModalProps) {
  if (!open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ title, children, onClose, cancellable = true, closeHref, footer, size = 'medium', describedBy, className }: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => {
    if (cancellable) onClose?.();
  };
  const onKeyDown = useModalDialog(ref, close);
  const closeControl = !cancellable ? null : closeHref ? (
    <Link
      to={closeHref}
      className="ui-modal__close"
      aria-label={t('ui.close')}
      preventScrollReset
      onClick={(e) => {
        if (!onClose) return;
        e.preventDefault();
        onClose();
      }}
    >
      <span aria-hidden="true">×</span>
    </Link>
  ) : (
    <button type="button" className="ui-modal__close" aria-label={t('ui.close')} onClick={close}>
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <dialog
      ref={ref}
      open
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      // The browser may still send `cancel` (e.g. a phone's back gesture): the parent decides.
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {closeControl}
      </div>
      <div className="ui-modal__body">{children}</div>
      {footer ? <div className="ui-modal__footer">{footer}</div> : null}
    </dialog>
  );
}
