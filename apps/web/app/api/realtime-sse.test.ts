import { describe, expect, it, vi } from 'vitest';
import { frameBytes, sseFrame, sseResponse } from './realtime-sse.ts';

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

  it('frames one message once however many streams send it, and the same as sseFrame', async () => {
    const message = { type: 'feed_wall', thread_id: 7 };
    expect(frameBytes(message)).toBe(frameBytes(message));
    expect(new TextDecoder().decode(frameBytes(message))).toBe(sseFrame('feed_wall', message));
    const sends: ((m: unknown) => void)[] = [];
    const streams = await Promise.all([0, 1].map(() => sseResponse({ subscribe: async (s) => (sends.push(s), async () => {}) })));
    const readers = streams.map((r) => r.body!.getReader());
    for (const r of readers) await r.read();
    for (const send of sends) send(message);
    const frames = await Promise.all(readers.map(async (r) => new TextDecoder().decode((await r.read()).value)));
    expect(frames).toEqual([sseFrame('feed_wall', message), sseFrame('feed_wall', message)]);
    for (const r of readers) await r.cancel();
  });
});
