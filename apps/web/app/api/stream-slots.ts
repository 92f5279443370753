/**
 * How many realtime streams one client may hold open in this process. A stream costs memory and
 * a socket for hours, and nothing else bounded them: a script with one free account (or none, on
 * an open event) could open streams until the process ran out of file descriptors. The limits are
 * far above what people use — a tab holds two (its notifications and its event) — and a refused
 * stream is no outage: the page falls back to polling and retries (realtime-connection.ts).
 * Guests are counted per address, generously: a venue's Wi-Fi puts hundreds of people behind one.
 * Counted per web process (streams are a process's own), so N processes allow N times as many.
 */
export const MAX_STREAMS_PER_USER = 32;
export const MAX_GUEST_STREAMS_PER_ADDRESS = 1000;

export class StreamSlots {
  private readonly open = new Map<string, number>();

  /** A slot under `key`, or null when `limit` are taken; the release frees it once, however often called. */
  take(key: string, limit: number): (() => void) | null {
    const n = this.open.get(key) ?? 0;
    if (n >= limit) return null;
    this.open.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
  }

  /** Streams open under `key` (tests, diagnostics). */
  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
