import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing one QR
 * code: YUV4MPEG2 (y4m), the format Chromium reads besides MJPEG, written by hand because it is
 * only a header and raw planes — grey levels for the code, neutral colour planes.
 */
export function writeQrVideo(path: string, text: string, opts: { width?: number; height?: number; frames?: number } = {}): string {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (size + 2 * quiet));
  const left = Math.floor((width - (size + 2 * quiet) * scale) / 2) + quiet * scale;
  const top = Math.floor((height - (size + 2 * quiet) * scale) / 2) + quiet * scale;
  const y = Buffer.alloc(width * height, 235);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(16, (top + r * scale + dy) * width + left + c * scale, (top + r * scale + dy) * width + left + (c + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: opts.frames ?? 10 }, () => frame)]));
  return path;
}
