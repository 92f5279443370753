import { ZodError } from 'zod';
import { isAppError } from '@foyer/core/errors';
import { ConfigError } from '@foyer/core/config/load-config';
import { EmbeddedDatabaseBusyError } from '@foyer/db';

/** Service field names that CLI flags spell differently. */
const flagFor: Record<string, string> = {
  lp_url: 'slug',
  start_date: 'start',
  end_date: 'end',
  organization_slug: 'organization',
  access_mode_type: 'access-mode',
  firstName: 'first-name',
  lastName: 'last-name',
};
const flag = (field: string) => `--${flagFor[field] ?? field.replaceAll('_', '-')}`;

/** Bad input the CLI itself finds after parsing (e.g. an unknown --event): exit 2, flag named. */
export class CliInputError extends Error {
  override name = 'CliInputError';
  constructor(
    readonly flag: string,
    message: string,
  ) {
    super(message);
  }
}

/** A failure the operator can act on without a stack trace (e.g. Redis unreachable): one line, exit 1. */
export class CliFailure extends Error {
  override name = 'CliFailure';
}

/**
 * Text from outside (a CSV's header, a value) as the terminal shows it: control characters —
 * an escape sequence in a file's header cleared the screen — become U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
export const printable = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');

/** One readable line per problem, naming the flag or variable; a stack only for real bugs. Returns the exit code. */
export function reportError(err: unknown): number {
  const say = (line: string) => console.error(printable(line));
  if (err instanceof ZodError) {
    for (const issue of err.issues) {
      const name = issue.path.length ? flag(String(issue.path[0])) : 'input';
      say(`error: ${name}: ${issue.message}`);
    }
    return 2;
  }
  if (err instanceof CliInputError) {
    say(`error: --${err.flag}: ${err.message}`);
    return 2;
  }
  if (err instanceof CliFailure) {
    say(`error: ${err.message}`);
    return 1;
  }
  if (err instanceof EmbeddedDatabaseBusyError) {
    say(`error: ${err.message}`);
    return 1;
  }
  if (err instanceof ConfigError) {
    say(err.message);
    return 2;
  }
  if (isAppError(err)) {
    for (const item of err.items) say(`error: ${item.field ? `${flag(item.field)}: ` : ''}${item.message}`);
    // A problem with a flag's value (a slug taken, a date before the start) is bad input.
    return err.items.some((i) => i.field) ? 2 : 1;
  }
  console.error('error: unexpected failure:', err);
  return 1;
}
