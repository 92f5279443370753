/**
 * The other games of the hub (built beside the treasure hunt): the scan game at
 * `component/{id}/scan` and the photo booth at `component/{id}/photo-booth`.
 */
export function gameLinks(): { scan: boolean; photoBooth: boolean } {
  return { scan: true, photoBooth: true };
}
