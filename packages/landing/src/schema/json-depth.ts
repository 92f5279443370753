/** How deep a landing-page document may nest: a real one goes about six levels (modules → props → items → link). */
export const MAX_LP_DEPTH = 32;

/**
 * Whether a parsed JSON value nests arrays or objects more than `max` levels deep. A loop over an
 * explicit stack: the checks after it (zod, structuredClone, JSON.stringify) recurse, and a 40 kB
 * document of 20,000 nested arrays under `ticket_forms` (which holds any JSON) overflowed the
 * call stack in them and answered 500.
 */
export function nestedDeeperThan(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}
