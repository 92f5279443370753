/**
 * A ticket QR with one character of its signature changed for certain. Writing "AA" over the end
 * left about one signature in a thousand as it was (its last character carries only padding bits
 * beside four of the signature's, and may already read "AA"): a forged-QR test failed in CI once.
 */
export function forgedQr(qr: string): string {
  const at = qr.lastIndexOf('.') + 5;
  return `${qr.slice(0, at)}${qr[at] === 'A' ? 'B' : 'A'}${qr.slice(at + 1)}`;
}
