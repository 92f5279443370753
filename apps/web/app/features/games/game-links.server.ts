/**
 * The other games of the hub: the scan game (`component/{id}/scan`) and the photo booth
 * (`component/{id}/photo-booth`), both built beside the treasure hunt.
 */
export function gameLinks(): { scan: boolean; photoBooth: boolean } {
  return { scan: true, photoBooth: true };
}
