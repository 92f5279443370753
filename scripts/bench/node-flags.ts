/**
 * The V8 heap flags this bench was started with (`npm run bench` passes what `npm start` and
 * `npm run worker` pass: `--max-semi-space-size`), for the web and worker processes it starts, so
 * each runs as a user's would. One source: package.json's scripts.
 */
export const heapFlags: string[] = process.execArgv.filter((a) => a.startsWith('--max-semi-space-size'));
