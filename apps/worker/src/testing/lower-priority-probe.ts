/**
 * Run as a child process by lower-priority.test.ts: starts a thread that lowers itself to 19,
 * calls lowerPriority(7) and prints every thread's nice value (from /proc) as JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lowerPriority } from '../lower-priority.ts';

const thread = new Worker("const { setPriority } = require('node:os'); const { parentPort } = require('node:worker_threads'); setPriority(0, 19); parentPort.postMessage('low'); setInterval(() => {}, 1000);", { eval: true });
await new Promise((resolve) => thread.once('message', resolve));
const lowered = lowerPriority(7, (err) => {
  throw err;
});
// Field 19 of /proc/…/stat is the nice value; the name (field 2) may hold spaces, so count after its ')'.
const nice = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ')[16]);
const threads = readdirSync('/proc/self/task').map((tid) => ({ tid: Number(tid), nice: nice(tid) }));
process.stdout.write(JSON.stringify({ lowered, threads, main: process.pid }));
await thread.terminate();
