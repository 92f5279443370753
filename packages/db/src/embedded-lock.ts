import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) admits one process at a time: a second process opening the same
 * folder — the CLI while `npm start` runs, say — works on its own copy, and what it writes is lost
 * or clobbers the server's files. So each process holds `foyer.lock` (its pid) while the folder is
 * open, and a second one is refused with what to do. A lock whose process is gone (a crash, a
 * kill -9) is taken over.
 */
export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dir} is in use by another Foyer process (pid ${pid}); it admits one process at a time: ` +
        'stop that process (the server started by npm start) and run this again, or set DATABASE_URL to a PostgreSQL server',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This process's holds per lock file: the file goes when the last handle of the folder closes. */
const holds = new Map<string, number>();

/** Takes the folder's lock or throws EmbeddedDatabaseBusyError; the returned function releases it (once). */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = join(dir, 'foyer.lock');
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (holds.get(file) ?? 1) - 1;
    if (left > 0) return void holds.set(file, left);
    holds.delete(file);
    rmSync(file, { force: true });
  };
  const held = holds.get(file);
  if (held) {
    holds.set(file, held + 1);
    return release;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      holds.set(file, 1);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new EmbeddedDatabaseBusyError(dir, pid);
      // Stale: its process is gone (or it is this pid's, left by a crashed run that had it before).
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
