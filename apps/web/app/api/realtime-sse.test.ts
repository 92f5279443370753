import { describe, expect, it, vi } from 'vitest';
import { sseFrame, sseResponse } from './realtime-sse.ts';

describe('sseResponse', () => {
  it('sends messages as frames named by their type, heartbeats, and unsubscribes once when cancelled', async () => {
    let send: (m: unknown) => void = () => {};
    const unsubscribe = vi.fn(async () => {});
    const res = await sseResponse({ subscribe: async (s) => ((send = s), unsubscribe), heartbeatMs: 10 });
    const reader = res.body!.getReader();
    const text = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await text()).toContain(': connected');
    send({ type: 'notification', unread: 2 });
    expect(await text()).toBe('event: notification\ndata: {"type":"notification","unread":2}\n\n');
    expect(await text()).toBe(': heartbeat\n\n');
    await reader.cancel();
    await reader.cancel().catch(() => {});
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ends and unsubscribes when the request aborts', async () => {
    const abort = new AbortController();
    const unsubscribe = vi.fn(async () => {});
    const res = await sseResponse({ subscribe: async () => unsubscribe, signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read();
    abort.abort();
    expect((await reader.read()).done).toBe(true);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps one message on one data line whatever it contains', () => {
    expect(sseFrame('x', { a: 'line\nbreak\n\nevent: evil' })).toBe('event: x\ndata: {"a":"line\\nbreak\\n\\nevent: evil"}\n\n');
  });
});
