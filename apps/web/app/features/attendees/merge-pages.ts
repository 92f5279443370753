/**
 * Appends a fetched page to what the list shows. The keyset cursor never repeats a row, but a
 * person who changes their name between two pages can move past the cursor and come again:
 * such a repeat is dropped so every person appears once and React keys stay unique.
 */
export function appendPage<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((x) => x.id));
  return [...shown, ...page.filter((x) => !seen.has(x.id))];
}

