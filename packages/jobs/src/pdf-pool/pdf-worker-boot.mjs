// A worker thread's entry: TypeScript needs tsx's loader, which a thread does not inherit from
// the process that started it. Plain JavaScript so Node can load it before the loader exists.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
