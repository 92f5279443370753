import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * `npm run worker` for fault tests: each start is one process (node with tsx's loader), so a
 * SIGKILL leaves no child behind; `env` is all it gets. `stopAll` kills what is still running.
 */
export function workerProcesses(env: () => NodeJS.ProcessEnv) {
  const running = new Set<ChildProcess>();
  return {
    start(): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH, ...env() } });
      running.add(child);
      child.on('exit', () => running.delete(child));
      return child;
    },
    /** SIGKILL, as the OOM killer would; resolves once the process is gone. */
    kill: (child: ChildProcess) =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
    stopAll() {
      for (const child of running) child.kill('SIGKILL');
    },
  };
}
