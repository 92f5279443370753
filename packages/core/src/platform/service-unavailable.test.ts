import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-unavailable.ts';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isServiceUnavailable', () => {
  it('reads a dropped or refused connection, a shutting-down server and ioredis giving up as "unavailable"', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006', '53300']) expect(isServiceUnavailable(withCode(code)), code).toBe(true);
    expect(isServiceUnavailable(Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection is closed.'))).toBe(true);
  });

  it('looks through wrappers (Drizzle keeps the driver error as cause)', () => {
    expect(isServiceUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves bugs and data errors alone: they stay 500s or their own codes', () => {
    for (const code of ['23505', '22P02', '42P01', 'ERR_INVALID_ARG_TYPE']) expect(isServiceUnavailable(withCode(code)), code).toBe(false);
    expect(isServiceUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });
});
