/** The longest side of a framed photo: the server keeps at most this too (process-photo.ts). */
export const FRAMED_MAX_SIDE = 1600;
const FALLBACK_COLOR = '#1f3a93';
const FALLBACK_TEXT = '#ffffff';

export interface FrameSpec {
  /** The organizer's frame picture, laid over the whole photo; null: the default frame. */
  image: HTMLImageElement | null;
  color: string | null;
  textColor: string | null;
  title: string;
}

/** A picture from a URL (the organizer's frame on this site) or a chosen file, decoded. */
export function loadImage(src: string | Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const url = typeof src === 'string' ? src : URL.createObjectURL(src);
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.decoding = 'async';
    img.src = url;
  });
}

/** A colour the canvas accepts (the organizer types it), else the fallback. */
function colour(value: string | null, fallback: string): string {
  return value && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(value.trim()) ? value.trim() : fallback;
}

/**
 * Draws the photo fitted inside FRAMED_MAX_SIDE and the frame over it: the organizer's picture
 * stretched over the whole photo, or the default — a border in the event's main colour and a band
 * at the bottom with its name.
 */
export function composeFramed(source: CanvasImageSource, width: number, height: number, frame: FrameSpec): HTMLCanvasElement {
  const scale = Math.min(1, FRAMED_MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.drawImage(source, 0, 0, w, h);
  if (frame.image) {
    g.drawImage(frame.image, 0, 0, w, h);
    return canvas;
  }
  const border = Math.max(4, Math.round(Math.min(w, h) * 0.035));
  const band = Math.max(28, Math.round(h * 0.11));
  g.fillStyle = colour(frame.color, FALLBACK_COLOR);
  g.fillRect(0, 0, w, border);
  g.fillRect(0, 0, border, h);
  g.fillRect(w - border, 0, border, h);
  g.fillRect(0, h - band, w, band);
  g.fillStyle = colour(frame.textColor, FALLBACK_TEXT);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  let size = Math.round(band * 0.45);
  g.font = `700 ${size}px system-ui, sans-serif`;
  // A long event name is made smaller until it fits the band.
  while (size > 10 && g.measureText(frame.title).width > w - 2 * border - 16) {
    size -= 2;
    g.font = `700 ${size}px system-ui, sans-serif`;
  }
  g.fillText(frame.title, w / 2, h - band / 2, w - 2 * border);
  return canvas;
}

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/jpeg', 0.9));
}
