import { useEffect, type RefObject } from 'react';

export type PuckControlLabels = {
  preview: string;
  zoom: string;
  addItem: string;
  blocks: string;
  outline: string;
  /** Puck's English button names (its title and aria-label) → the interface's words. */
  buttons: Record<string, string>;
  /** The same for the buttons of one item of a list field (Duplicate, Delete: the action bar's are translated apart). */
  itemButtons: Record<string, string>;
  /** Replaces "(Auto)" in the zoom's "87% (Auto)". */
  auto: string;
  /** An empty outline's "No items". */
  noItems: string;
  /** The name of Puck's spinner, "loading". */
  loading: string;
};

/** Puck 0.21's own English button names, as it writes them (title = aria-label). */

/**
 * Puck's own editor leaves a few controls without an accessible name (the preview iframe, the
 * zoom select, the "+" of list fields), puts aria-label on its spinner without a role, and
 * scrolls its block list and outline without a way in by keyboard (axe: frame-title,
 * select-name, button-name, aria-prohibited-attr, scrollable-region-focusable). It also names
 * its icon buttons and writes a few words in English, with no dictionary to change them. Puck
 * offers no props for any of this, so it is fixed here whenever Puck renders them, in the
 * interface's language.
 */
export function labelPuckControls(root: ParentNode, labels: PuckControlLabels): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe:not([title])')) frame.title = labels.preview;
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', labels.zoom);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[class*="ArrayField-addButton"]:not([aria-label])')) button.setAttribute('aria-label', labels.addItem);
  for (const spinner of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label]:not([role])')) spinner.setAttribute('role', 'status');
  for (const spinner of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label="loading"]')) spinner.setAttribute('aria-label', labels.loading);
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
  for (const el of root.querySelectorAll<HTMLElement>('[title]')) {
    const word = (el.closest('[class*="_ArrayFieldItem-actions"]') ? labels.itemButtons : labels.buttons)[el.title];
    if (!word) continue;
    el.title = word;
    if (el.hasAttribute('aria-label')) el.setAttribute('aria-label', word);
  }
  // The zoom's options are keyed by their label: a new zoom is a new option, seen here again.
  for (const option of root.querySelectorAll<HTMLOptionElement>('select[class*="zoomSelect"] option[label*="(Auto)"]')) option.label = option.label.replace('(Auto)', labels.auto);
  // Text is changed in its own text node, never replaced: React keeps writing to that node.
  for (const helper of root.querySelectorAll<HTMLElement>('[class*="LayerTree-helper"]')) rewordText(helper, 'No items', labels.noItems);
}

function rewordText(el: Element, english: string, word: string): void {
  for (const node of el.childNodes) {
    if (node.nodeType === 3 && node.nodeValue?.includes(english)) node.nodeValue = node.nodeValue.replace(english, word);
  }
}

export function useLabelPuckControls(container: RefObject<HTMLElement | null>, labels: PuckControlLabels): void {
  // One string for the effect's dependencies: the caller builds a new object on every render.
  const key = JSON.stringify(labels);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const words = JSON.parse(key) as PuckControlLabels;
    const apply = () => labelPuckControls(root, words);
    apply();
    // Attributes set here make no record this observer asks for, and a reworded text no longer
    // holds the English word, so this cannot loop.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container, key]);
}
