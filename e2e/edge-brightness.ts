import type { Locator, Page } from '@playwright/test';

/**
 * How bright each side of an element is as Chromium draws it: the median brightness (0–255) of
 * its two outermost pixel columns on the left and on the right, over the middle half of its
 * height. A scroll shadow (pure CSS, so nothing in the DOM says whether it shows) darkens the
 * middle of its side by a fifth; the rows' text and lines are too few to move a median.
 * The screenshot is decoded by the page itself (createImageBitmap), so no image library is needed.
 */
export async function edgeBrightness(page: Page, element: Locator): Promise<{ left: number; right: number }> {
  const png = (await element.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const top = Math.floor(bitmap.height / 4);
    const rows = Math.max(1, Math.floor(bitmap.height / 2));
    const median = (x: number) => {
      const { data } = g.getImageData(x, top, 2, rows);
      const values: number[] = [];
      for (let i = 0; i < data.length; i += 4) values.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
      values.sort((a, b) => a - b);
      return values[values.length >> 1]!;
    };
    return { left: median(0), right: median(bitmap.width - 2) };
  }, png);
}
