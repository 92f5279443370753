import type { EditorData, Locale } from '@foyer/landing/schema';

/**
 * Unsaved builder work kept in this browser, so a closed tab, a crash or a conflict loses
 * nothing: written on every change, removed on save. One draft per event.
 */
export type Draft = { baseVersion: number; locale: Locale; savedAt: string; data: EditorData };

const keyOf = (eventId: number) => `foyer.lp-draft.${eventId}`;

export function readDraft(eventId: number): Draft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(eventId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.baseVersion !== 'number' || typeof draft.locale !== 'string' || !draft.data || !Array.isArray(draft.data.content)) return null;
    return draft as Draft;
  } catch {
    // Storage may be off (private mode) or hold something else under the key: no draft then.
    return null;
  }
}

export function writeDraft(eventId: number, draft: Draft): void {
  try {
    window.localStorage.setItem(keyOf(eventId), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the work is still in the editor; saving remains possible.
  }
}

export function clearDraft(eventId: number): void {
  try {
    window.localStorage.removeItem(keyOf(eventId));
  } catch {
    // Nothing to do: see writeDraft.
  }
}
