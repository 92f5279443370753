import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn, wrapTab } from './focusable.ts';

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/**
 * Opens a <dialog> as a modal while mounted: the rest of the page becomes inert, focus moves
 * into the dialog (an element marked `data-autofocus`, else the first control of its body) and
 * returns on unmount to what had it before. The server renders the dialog `open` so it shows
 * without JavaScript; here it is reopened as a real modal.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && !isModal(dialog)) dialog.close();
    if (!dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(dialog.querySelector<HTMLElement>('.ui-modal__body') ?? dialog)[0] ??
      focusableIn(dialog)[0];
    (target ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have re-rendered; focus it only if it is still on the page.
      if (previous?.isConnected) previous.focus();
    };
  }, [ref]);

  /** Escape and Tab, handled on the dialog itself so nested dialogs handle their own keys. */
  return function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'Escape') {
      // Cancelling the keydown stops the browser's own close request, which a dialog that
      // must stay open could not always veto through the `cancel` event.
      e.preventDefault();
      e.stopPropagation();
      escape.current();
    } else if (e.key === 'Tab' && ref.current && wrapTab(ref.current, e.shiftKey)) {
      e.preventDefault();
    }
  };
}
