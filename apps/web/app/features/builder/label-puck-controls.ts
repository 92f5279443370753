import { useEffect, type RefObject } from 'react';

export type PuckControlLabels = { preview: string; zoom: string; addItem: string };

/**
 * Puck's own editor leaves a few controls without an accessible name (the preview iframe, the
 * zoom select, the "+" of list fields) and puts aria-label on its spinner without a role
 * (axe: frame-title, select-name, button-name, aria-prohibited-attr). Puck offers no props for
 * them, so they are named here whenever Puck renders them, in the interface's language.
 */
export function labelPuckControls(root: ParentNode, labels: PuckControlLabels): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe:not([title])')) frame.title = labels.preview;
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', labels.zoom);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[class*="ArrayField-addButton"]:not([aria-label])')) button.setAttribute('aria-label', labels.addItem);
  for (const spinner of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label]:not([role])')) spinner.setAttribute('role', 'status');
}

export function useLabelPuckControls(container: RefObject<HTMLElement | null>, labels: PuckControlLabels): void {
  const { preview, zoom, addItem } = labels;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => labelPuckControls(root, { preview, zoom, addItem });
    apply();
    // Attributes set here do not trigger a childList record, so this cannot loop.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, preview, zoom, addItem]);
}
