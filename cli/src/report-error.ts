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

/** One problem as the CLI reports it: the flag (or variable) it is about, when there is one. */
interface Problem {
  flag?: string;
  code?: string;
  message: string;
}

/** The problems of a failure and its exit code (2: bad input, 1: a failure); null for a real bug. */
function problemsOf(err: unknown): { code: number; problems: Problem[] } | null {
  if (err instanceof ZodError) {
    return { code: 2, problems: err.issues.map((issue) => ({ flag: issue.path.length ? flag(String(issue.path[0])) : 'input', message: issue.message })) };
  }
  if (err instanceof CliInputError) return { code: 2, problems: [{ flag: `--${err.flag}`, message: err.message }] };
  if (err instanceof CliFailure || err instanceof EmbeddedDatabaseBusyError) return { code: 1, problems: [{ message: err.message }] };
  if (err instanceof ConfigError) return { code: 2, problems: [{ message: err.message }] };
  if (isAppError(err)) {
    // A problem with a flag's value (a slug taken, a date before the start) is bad input.
    const problems = err.items.map((item) => ({ ...(item.field ? { flag: flag(item.field) } : {}), code: item.code, message: item.message }));
    return { code: err.items.some((i) => i.field) ? 2 : 1, problems };
  }
  return null;
}

/**
 * One readable line per problem, naming the flag or variable; a stack only for real bugs. With
 * `--json` the problems are one JSON line on standard output ({"errors": [{flag, code, message}]}),
 * where a script reading the command's JSON looks. Returns the exit code.
 */
export function reportError(err: unknown, opts: { json?: boolean } = {}): number {
  const found = problemsOf(err);
  if (opts.json) {
    console.log(JSON.stringify({ errors: found?.problems ?? [{ message: 'unexpected failure (run without --json for the details)' }] }));
    if (!found) console.error('error: unexpected failure:', err);
    return found?.code ?? 1;
  }
  if (!found) {
    console.error('error: unexpected failure:', err);
    return 1;
  }
  for (const p of found.problems) console.error(printable(err instanceof ConfigError ? p.message : `error: ${p.flag ? `${p.flag}: ` : ''}${p.message}`));
  return found.code;
}
