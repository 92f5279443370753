import { describe, expect, it } from 'vitest';
import { AppError } from '@foyer/core/errors';
import { asScreenResponse } from './app-error-response.server.ts';

describe('asScreenResponse', () => {
  it('answers a service AppError with its status and code, not a 500', async () => {
    const thrown = await asScreenResponse(() => Promise.reject(new AppError('access.code_required'))).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { code: 'access.code_required' } });
  });
  it('passes results and other errors through', async () => {
    expect(await asScreenResponse(async () => 7)).toBe(7);
    await expect(asScreenResponse(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });
});
