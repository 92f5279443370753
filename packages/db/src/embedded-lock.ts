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

/** Takes the folder's lock or throws EmbeddedDatabaseBusyError; the returned function releases it. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = join(dir, 'foyer.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new EmbeddedDatabaseBusyError(dir, pid);
      // Stale (its process is gone) or our own from an earlier open in this process: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
