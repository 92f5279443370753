/**
 * Progress on stderr: a bar redrawn in place on a terminal, one line per step otherwise
 * (CI logs, pipes), so long work never looks stuck.
 */
export function progressReporter(label: string) {
  const tty = process.stderr.isTTY;
  let last = '';
  return {
    update(step: string, done: number, total: number) {
      const width = 24;
      const filled = total > 0 ? Math.round((done / total) * width) : 0;
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${step}`;
      if (tty) process.stderr.write(`\r${line.padEnd(last.length)}`);
      else if (step !== last) process.stderr.write(`${line}\n`);
      last = tty ? line : step;
    },
    done(message: string) {
      if (tty) process.stderr.write('\n');
      console.log(message);
    },
  };
}
