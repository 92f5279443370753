import { Worker } from 'node:worker_threads';
import type { CalendarReader } from '@foyer/core/context';
import { AppError, type ErrorCode } from '@foyer/core/errors';
import type { CalendarAnswer, CalendarRequest } from '@foyer/core/availability/ical-worker';

/** The PDF threads' boot file (it registers tsx's loader, then imports the entry). */
const boot = new URL('../pdf-pool/pdf-worker-boot.mjs', import.meta.url);
const entry = import.meta.resolve('@foyer/core/availability/ical-worker');

/** Wall time one calendar may take before its thread is stopped (the expansion itself gives up after 1 s of CPU). */
export const CALENDAR_THREAD_TIMEOUT_MS = 5_000;

interface Pending {
  request: CalendarRequest;
  resolve: (busy: { from: Date; to: Date }[]) => void;
  reject: (err: unknown) => void;
}

const tooComplex = () => new AppError('availability.calendar_too_complex', 'This calendar has too many repeating events to read.');

/**
 * Imported calendars expanded on a thread of their own, one at a time, never on the event loop
 * that answers requests: ical.js can loop inside a single step of a recurrence (a rule no day
 * satisfies), where the in-loop CPU budget of icalBusyTimes cannot look. A calendar still running
 * after CALENDAR_THREAD_TIMEOUT_MS has its thread terminated — the import is refused as too
 * complex — and the next calendar gets a fresh one. The thread starts on first use.
 */
export class CalendarThread implements CalendarReader {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: (Pending & { timer: ReturnType<typeof setTimeout> }) | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs = CALENDAR_THREAD_TIMEOUT_MS) {}

  busyTimes = (text: string, window: { from: Date; to: Date }, tz: string): Promise<{ from: Date; to: Date }[]> => {
    if (this.closed) return Promise.reject(new Error('the calendar thread is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, text, from: window.from, to: window.to, tz }, resolve, reject });
      this.dispatch();
    });
  };

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('the calendar thread is closed'));
    await this.stop();
  }

  private dispatch() {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    const worker = this.ensureWorker();
    const timer = setTimeout(() => {
      // Still running: whatever it is stuck in, it ends with its thread (detached first, so the
      // next calendar goes to a fresh one).
      void this.stop();
      this.finish(next.request.id, (p) => p.reject(tooComplex()));
    }, this.timeoutMs);
    this.running = { ...next, timer };
    worker.postMessage(next.request);
  }

  private finish(id: number, settle: (p: Pending) => void) {
    const current = this.running;
    if (!current || current.request.id !== id) return;
    clearTimeout(current.timer);
    this.running = null;
    settle(current);
    this.dispatch();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // A calendar is at most 2 MB; a bounded heap stops one that expands into gigabytes.
    const worker = new Worker(boot, { workerData: { entry }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    worker.on('message', (msg: CalendarAnswer | 'ready') => {
      if (msg === 'ready') return;
      this.finish(msg.id, (p) => (msg.ok ? p.resolve(msg.busy) : p.reject(new AppError(msg.code as ErrorCode, msg.message))));
    });
    const lost = (err: unknown) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.running) this.finish(this.running.request.id, (p) => p.reject(err instanceof Error && /memory/i.test(err.message) ? tooComplex() : err));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the calendar thread stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Detaches the thread at once (its exit is then nobody's news) and ends it. */
  private stop(): Promise<unknown> {
    const worker = this.worker;
    this.worker = null;
    return worker ? worker.terminate() : Promise.resolve();
  }
}
