import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfData, PdfKind, PdfTarget } from '@foyer/core/documents/render-pdf';
import type { StoredFile } from '@foyer/core/documents/document-storage';
import type { RenderAnswer, RenderRequest } from './pdf-worker.ts';

interface Job {
  request: RenderRequest;
  resolve: (stored: StoredFile) => void;
  reject: (err: unknown) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

const boot = new URL('./pdf-worker-boot.mjs', import.meta.url);
const entry = new URL('./pdf-worker.ts', import.meta.url).href;

/**
 * PDFs rendered off the event loop (DESIGN "Scale"): a few worker threads, each rendering one
 * document at a time, fed from one FIFO queue. The web process's in-process job runner and the
 * BullMQ worker both send their renders here, so a rush of ticket PDFs no longer stalls requests
 * or the queue's own heartbeats. A thread that dies fails only the document it held and is
 * replaced; close() ends them all.
 */
export class PdfWorkerPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size = Math.max(1, availableParallelism() - 1)) {
    for (let i = 0; i < size; i++) this.threads.push(this.spawn());
  }

  /** Renders `data` in a thread, which writes the file to `target` and answers where it is. */
  render = <K extends PdfKind>(kind: K, data: PdfData<K>, target: PdfTarget): Promise<StoredFile> => {
    if (this.closed) return Promise.reject(new Error('the PDF pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, kind, data, target }, resolve, reject });
      this.dispatch();
    });
  };

  /** Renders waiting or in a thread right now. */
  get pending(): number {
    return this.queue.length + this.threads.filter((t) => t.job).length;
  }

  /** The threads' ids (tests check that renders leave the main thread). */
  get threadIds(): number[] {
    return this.threads.map((t) => t.worker.threadId);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the PDF pool is closed'));
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private spawn(): Thread {
    const worker = new Worker(boot, { workerData: { entry } });
    // An idle pool must not keep a CLI or a test process alive.
    worker.unref();
    const thread: Thread = { worker, job: null };
    worker.on('message', (msg: RenderAnswer | 'ready') => {
      if (msg === 'ready') return;
      const job = thread.job;
      thread.job = null;
      if (job && job.request.id === msg.id) {
        if (msg.ok) job.resolve(msg.stored);
        else job.reject(new Error(msg.message));
      }
      this.dispatch();
    });
    const replace = (err: unknown) => {
      const job = thread.job;
      thread.job = null;
      job?.reject(err instanceof Error ? err : new Error(`PDF worker stopped: ${String(err)}`));
      const index = this.threads.indexOf(thread);
      if (index === -1 || this.closed) return;
      this.threads[index] = this.spawn();
      this.dispatch();
    };
    worker.on('error', replace);
    worker.on('exit', (code) => {
      if (this.threads.includes(thread)) replace(new Error(`PDF worker exited with code ${code}`));
    });
    return thread;
  }

  private dispatch() {
    for (const thread of this.threads) {
      if (thread.job || !this.queue.length) continue;
      const job = this.queue.shift()!;
      thread.job = job;
      // Referenced while it works: a pending render keeps the process alive until it is done.
      thread.worker.ref();
      thread.worker.postMessage(job.request);
    }
    for (const thread of this.threads) if (!thread.job) thread.worker.unref();
  }
}
