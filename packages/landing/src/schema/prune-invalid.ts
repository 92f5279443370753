import type { z } from 'zod';

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const key of path) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Where an issue's damage should be cut out: the innermost array element on its path (a broken
 * module or FAQ item is dropped, its siblings stay), else the deepest defined value on its path
 * (so a field with a default falls back to it, and a required one takes its optional parent
 * with it). Null when only the whole value could go.
 */
function cutPoint(root: unknown, path: Path): Path | null {
  for (let end = path.length; end > 0; end--) {
    const key = path[end - 1];
    if (typeof key === 'number' && Array.isArray(valueAt(root, path.slice(0, end - 1)))) {
      return path.slice(0, end);
    }
  }
  for (let end = path.length; end > 0; end--) {
    if (valueAt(root, path.slice(0, end)) !== undefined) return path.slice(0, end);
  }
  return null;
}

/**
 * Removes the values that the issues point at, on a copy. `changed` is false when nothing could be
 * removed, and the caller must fall back to the schema's default for the whole value.
 */
export function pruneInvalid(root: unknown, issues: readonly z.core.$ZodIssue[]): { value: unknown; changed: boolean } {
  const copy: unknown = structuredClone(root);
  const dropFromArrays = new Map<unknown[], Set<number>>();
  let changed = false;

  for (const issue of issues) {
    const cut = cutPoint(copy, issue.path);
    if (!cut) continue;
    const parent = valueAt(copy, cut.slice(0, -1));
    const key = cut[cut.length - 1]!;
    if (Array.isArray(parent) && typeof key === 'number') {
      const set = dropFromArrays.get(parent) ?? new Set<number>();
      set.add(key);
      dropFromArrays.set(parent, set);
      changed = true;
    } else if (isContainer(parent)) {
      delete (parent as Record<PropertyKey, unknown>)[key];
      changed = true;
    }
  }

  // Deferred so that dropping one element does not shift the indexes of the others.
  for (const [array, indexes] of dropFromArrays) {
    const kept = array.filter((_, index) => !indexes.has(index));
    array.splice(0, array.length, ...kept);
  }
  return { value: copy, changed };
}
