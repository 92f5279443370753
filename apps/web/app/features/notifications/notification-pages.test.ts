import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import { mergeNotifications, pageUrl } from './notification-pages.ts';

const n = (id: number, read_at: string | null = null) => ({ id, read_at }) as NotificationRecord;

describe('mergeNotifications', () => {
  it('puts live arrivals on top once, keeping the server copy of one the list already has', () => {
    const merged = mergeNotifications([n(5), n(4), n(5), n(3)], [n(3, '2027-01-01T00:00:00Z'), n(2)]);
    expect(merged.map((x) => x.id)).toEqual([5, 4, 3, 2]);
    expect(merged[2]!.read_at).not.toBeNull();
  });

  it('builds the next page address from the cursor', () => {
    expect(pageUrl('/demo/notifications.json', '2027-01-01T00:00:00.000Z')).toBe('/demo/notifications.json?timestamp=2027-01-01T00%3A00%3A00.000Z');
  });
});
