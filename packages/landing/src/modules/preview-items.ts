import type { LandingData, PreviewKind, PreviewOf } from '../data.ts';

/**
 * The previews of one kind that a module shows: those of its component(s), or, for a module saved
 * without a component, every preview of that kind the loader sent.
 */
export function previewsFor<K extends PreviewKind>(
  data: Pick<LandingData, 'previews'>,
  kind: K,
  componentId: number | number[] | undefined,
): { componentIds: number[]; previews: PreviewOf<K>[] } {
  const ids =
    componentId === undefined
      ? Object.keys(data.previews).map(Number)
      : Array.isArray(componentId)
        ? componentId
        : [componentId];
  const found = ids
    .map((id) => ({ id, preview: data.previews[id] }))
    .filter((entry): entry is { id: number; preview: PreviewOf<K> } => entry.preview?.kind === kind);
  return { componentIds: found.map((entry) => entry.id), previews: found.map((entry) => entry.preview) };
}

export function limitItems<T>(items: T[], limit: number | undefined): T[] {
  return limit === undefined ? items : items.slice(0, limit);
}

export function componentHref(basePath: string, componentId: number | undefined): string | null {
  return componentId === undefined ? null : `${basePath}/component/${componentId}`;
}
