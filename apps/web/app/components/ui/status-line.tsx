import type { Ref } from 'react';

/**
 * A polite live region that is always on the page, so a message put in it after a post is read
 * out; shown as a success alert when it has words. Focusable by script (tabIndex -1): after a
 * delete the button that had the focus is gone, and the focus lands here instead of the page top.
 */
export function StatusLine({ message, className, ref }: { message: string | null; className?: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className={['fy-status', className].filter(Boolean).join(' ')}>
      {message ? <p className="ui-alert ui-alert--success">{message}</p> : null}
    </div>
  );
}
