/**
 * The other games of the hub, each shown only once its screen exists (the scan game and the
 * photo booth are built beside the treasure hunt): the paths under `component/{id}/`.
 */
export function gameLinks(): { scan: boolean; photoBooth: boolean } {
  return { scan: false, photoBooth: false };
}
