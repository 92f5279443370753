import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'info' | 'success' | 'warning';

/**
 * A notice inside the page. Errors are `role="alert"` (announced at once); the other tones are
 * polite `role="status"` messages.
 */
export function Alert({ tone = 'info', title, children, id, className }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode; id?: string; className?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}>
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children ? <div className="ui-alert__body">{children}</div> : null}
    </div>
  );
}
