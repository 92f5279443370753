import { useEffect, type RefObject } from 'react';

export type PuckControlLabels = { preview: string; zoom: string; addItem: string; blocks: string; outline: string };

/**
 * Puck's own editor leaves a few controls without an accessible name (the preview iframe, the
 * zoom select, the "+" of list fields), puts aria-label on its spinner without a role, and
 * scrolls its block list and outline without a way in by keyboard (axe: frame-title,
 * select-name, button-name, aria-prohibited-attr, scrollable-region-focusable). Puck offers no
 * props for them, so they are fixed here whenever Puck renders them, in the interface's language.
 */
export function labelPuckControls(root: ParentNode, labels: PuckControlLabels): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe:not([title])')) frame.title = labels.preview;
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', labels.zoom);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[class*="ArrayField-addButton"]:not([aria-label])')) button.setAttribute('aria-label', labels.addItem);
  for (const spinner of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label]:not([role])')) spinner.setAttribute('role', 'status');
  const panels: [string, string][] = [
    ['[class*="_BlocksPlugin_"]:not([tabindex])', labels.blocks],
    ['[class*="_OutlinePlugin_"]:not([tabindex])', labels.outline],
  ];
  for (const [selector, name] of panels) {
    for (const panel of root.querySelectorAll<HTMLElement>(selector)) {
      panel.tabIndex = 0;
      panel.setAttribute('role', 'region');
      panel.setAttribute('aria-label', name);
    }
  }
}

export function useLabelPuckControls(container: RefObject<HTMLElement | null>, labels: PuckControlLabels): void {
  const { preview, zoom, addItem, blocks, outline } = labels;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => labelPuckControls(root, { preview, zoom, addItem, blocks, outline });
    apply();
    // Attributes set here do not trigger a childList record, so this cannot loop.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, preview, zoom, addItem, blocks, outline]);
}
