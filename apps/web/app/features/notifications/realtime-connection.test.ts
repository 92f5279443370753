import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, type EventSourceLike } from './realtime-connection.ts';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (e: MessageEvent) => void>();
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.({ data } as MessageEvent);
  }
}

function setup(poll = vi.fn(async () => {})) {
  const sources: FakeSource[] = [];
  const ticks: (() => void)[] = [];
  const timers = { set: vi.fn((fn: () => void) => (ticks.push(fn), ticks.length)), clear: vi.fn() };
  const onMessage = vi.fn();
  const conn = connectRealtime({ open: () => (sources.push(new FakeSource()), sources.at(-1)!), poll, intervalMs: 30_000, events: ['notification'], onMessage, timers });
  return { conn, sources, ticks, timers, poll, onMessage, tick: () => ticks.at(-1)!() };
}

describe('connectRealtime', () => {
  it('passes stream messages on, parsed', () => {
    const { sources, onMessage } = setup();
    sources[0]!.emit('notification', '{"unread":4}');
    sources[0]!.emit('notification', 'not json');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith('notification', { unread: 4 });
  });

  it('polls every 30 s while the stream is down and stops when it reconnects', async () => {
    const { conn, sources, timers, poll, tick } = setup();
    expect(conn.polling).toBe(false);
    sources[0]!.onerror!(new Event('error'));
    expect(conn.polling).toBe(true);
    expect(timers.set).toHaveBeenCalledWith(expect.any(Function), 30_000);
    expect(poll).toHaveBeenCalledTimes(1); // at once, then on every tick
    await Promise.resolve();
    tick();
    await Promise.resolve();
    expect(poll).toHaveBeenCalledTimes(2);
    sources[0]!.onerror!(new Event('error')); // a second error does not start a second timer
    expect(timers.set).toHaveBeenCalledTimes(1);
    sources[0]!.onopen!(new Event('open'));
    expect(conn.polling).toBe(false);
    expect(timers.clear).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(poll).toHaveBeenCalledTimes(3); // one catch-up for what came while it was down
  });

  it('catches up once when the stream first connects', () => {
    const { sources, poll, timers } = setup();
    sources[0]!.onopen!(new Event('open'));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(timers.set).not.toHaveBeenCalled();
  });

  it('with freshMs, a first connection soon after the start loads nothing again; a late one or a reconnection does', () => {
    let clock = 1_000;
    const make = () => {
      const sources: FakeSource[] = [];
      const poll = vi.fn(async () => {});
      connectRealtime({ open: () => (sources.push(new FakeSource()), sources.at(-1)!), poll, intervalMs: 30_000, events: ['x'], onMessage: vi.fn(), freshMs: 5_000, now: () => clock, timers: { set: vi.fn(() => 1), clear: vi.fn() } });
      return { sources, poll };
    };
    const soon = make();
    clock += 1_000;
    soon.sources[0]!.onopen!(new Event('open'));
    expect(soon.poll).not.toHaveBeenCalled();
    soon.sources[0]!.onopen!(new Event('open')); // reopened by the browser after a drop
    expect(soon.poll).toHaveBeenCalledTimes(1);
    const late = make();
    clock += 6_000;
    late.sources[0]!.onopen!(new Event('open'));
    expect(late.poll).toHaveBeenCalledTimes(1);
  });

  it('skips a round while the previous one still runs', async () => {
    let release: () => void = () => {};
    const poll = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { sources, tick } = setup(poll);
    sources[0]!.onerror!(new Event('error'));
    tick();
    tick();
    expect(poll).toHaveBeenCalledTimes(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    tick();
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('reopens a stream the browser gave up on, and stop() closes everything', async () => {
    const { conn, sources, tick, timers } = setup();
    sources[0]!.readyState = 2;
    sources[0]!.onerror!(new Event('error'));
    expect(sources).toHaveLength(2); // the first round reopened it
    await new Promise((r) => setTimeout(r, 0));
    tick();
    expect(sources).toHaveLength(2); // the new one is still trying: left alone
    sources[1]!.readyState = 2;
    await new Promise((r) => setTimeout(r, 0));
    tick();
    expect(sources).toHaveLength(3);
    conn.stop();
    expect(sources.at(-1)!.closed).toBe(true);
    expect(timers.clear).toHaveBeenCalled();
  });
});
