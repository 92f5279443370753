import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, testConfig, type TestCtx } from '@foyer/core/testing/test-ctx';
import { queueMail } from '@foyer/core/mail/queue-mail';
import { loader } from './dev-mailbox.tsx';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

const from = (address: string) => new Request('http://localhost:3000/dev/mailbox', { headers: { 'x-foyer-client-address': address } });
type Args = Parameters<typeof loader>[0];
const load = (request: Request, config = ctx.config) => loader({ request, context: { ctx: { ...ctx, config } }, params: {} } as unknown as Args);
const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { init?: { status?: number } }) => e.init?.status,
  );

describe('/dev/mailbox', () => {
  it('shows kept mail, with its links, to a browser on this machine', async () => {
    await queueMail({ db: ctx.db, jobs: ctx.jobs }, { template: 'test', to: 'kept@example.test', subject: 'Confirm', text: 'Open http://localhost:3000/registration/confirm?token=abc now', html: '<p>x</p>', locale: 'en' });
    const config = testConfig({ mailboxOpenToAll: false });
    const data = (await load(from('127.0.0.1'), config)) as { mails: { to: string; links: string[] }[] };
    expect(data.mails.find((m) => m.to === 'kept@example.test')?.links).toEqual(['http://localhost:3000/registration/confirm?token=abc']);
  });

  it('hides it from other machines unless FOYER_DEV_MAILBOX=true, and is absent with SMTP in production', async () => {
    expect(await statusOf(load(from('203.0.113.9'), testConfig({ mailboxOpenToAll: false })))).toBe(403);
    expect(await statusOf(load(from('203.0.113.9'), testConfig({ mailboxOpenToAll: true })))).toBe(200);
    expect(await statusOf(load(from('127.0.0.1'), testConfig({ devMailbox: false })))).toBe(404);
  });
});
