/** The part of EventSource this module uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
}

const CLOSED = 2;

export interface RealtimeDeps {
  /** Opens the stream (in the browser: `new EventSource(url)`, credentials by cookie). */
  open(): EventSourceLike;
  /** One polling round while the stream is down. */
  poll(): Promise<void>;
  /** SPEC §9 polling fallback: 30 000 ms, like the inbox. */
  intervalMs: number;
  /** SSE event names to listen for. */
  events: string[];
  onMessage(type: string, data: unknown): void;
  /**
   * A first connection made within this many ms of the start skips its catch-up round: the page
   * was just rendered, and a round would load it all again on every visit (unset: always).
   */
  freshMs?: number;
  now?: () => number;
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
}

export interface RealtimeConnection {
  /** True while falling back to polling. */
  readonly polling: boolean;
  stop(): void;
}

/**
 * SPEC §4 Realtime: on connect, fallback polling stops (after one catch-up round for what came
 * while it was not listening); on error it starts. EventSource
 * reconnects by itself after a dropped connection; when it gives up for good (readyState
 * CLOSED, e.g. the server answered an error), each polling round also tries to open it again.
 * A round that is still running when the next is due is skipped, not stacked.
 */
export function connectRealtime(deps: RealtimeDeps): RealtimeConnection {
  const timers = deps.timers ?? { set: (fn, ms) => setInterval(fn, ms), clear: (h) => clearInterval(h as ReturnType<typeof setInterval>) };
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let polling = false;
  let inFlight = false;
  let stopped = false;
  const now = deps.now ?? (() => Date.now());
  const started = now();
  let opened = false;

  const round = async () => {
    if (stopped || inFlight) return;
    if (source?.readyState === CLOSED) connect();
    inFlight = true;
    try {
      await deps.poll();
    } catch {
      // The next round tries again; the stream's own retries go on meanwhile.
    } finally {
      inFlight = false;
    }
  };
  const startPolling = () => {
    if (polling || stopped) return;
    polling = true;
    timer = timers.set(() => void round(), deps.intervalMs);
    void round();
  };
  const stopPolling = () => {
    if (!polling) return;
    polling = false;
    timers.clear(timer);
    timer = null;
  };
  function connect() {
    source?.close();
    const s = deps.open();
    source = s;
    s.onopen = () => {
      if (source !== s) return;
      const wasPolling = polling;
      stopPolling();
      const first = !opened;
      opened = true;
      // One catch-up round: what arrived between the page's render (or the outage) and now.
      if (wasPolling || !first || deps.freshMs === undefined || now() - started > deps.freshMs) void round();
    };
    s.onerror = () => {
      if (source === s) startPolling();
    };
    for (const type of deps.events) {
      s.addEventListener(type, (e) => {
        if (source !== s) return;
        try {
          deps.onMessage(type, JSON.parse(String(e.data)));
        } catch {
          // Not JSON: not one of ours.
        }
      });
    }
  }

  try {
    connect();
  } catch {
    startPolling();
  }
  return {
    get polling() {
      return polling;
    },
    stop() {
      stopped = true;
      stopPolling();
      source?.close();
      source = null;
    },
  };
}
