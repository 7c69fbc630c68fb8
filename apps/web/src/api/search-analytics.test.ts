import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './http-client';
import { createAnalyticsQueue } from './search-analytics';

describe('search analytics queue', () => {
  it('sends one call at a time, in order, and only logs failures', async () => {
    const order: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const client: HttpClient = {
      request: vi.fn(async (path: string) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        order.push(path);
        if (path.endsWith('track_click')) throw new Error('offline');
        return undefined;
      }) as HttpClient['request'],
      preload: vi.fn(),
    };
    const log = vi.fn();
    const queue = createAnalyticsQueue(client, log);
    queue.click({ query_id: 'q', object_id: 1, position: 0, event_name: 'Material Clicked' });
    queue.view({ object_id: 1, event_name: 'Material Viewed' });
    queue.conversion({ query_id: 'q', object_ids: [1], event_name: 'Material Saved' });
    await queue.idle();
    expect(order).toEqual([
      '/api/search_analytics/track_click',
      '/api/search_analytics/track_view',
      '/api/search_analytics/track_conversion',
    ]);
    expect(maxInFlight).toBe(1);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('offline');
  });
});
