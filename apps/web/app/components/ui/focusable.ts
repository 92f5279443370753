const selector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order (hidden ones left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

/**
 * Keeps Tab inside `root`: from the last control it wraps to the first and back. Returns true
 * when it moved the focus (the caller then cancels the key's default).
 */
export function wrapTab(root: HTMLElement, backwards: boolean): boolean {
  const items = focusableIn(root);
  if (items.length === 0) return false;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (backwards && (active === first || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
