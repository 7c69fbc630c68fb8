import { http, type HttpClient } from './http-client';

type AnalyticsCall =
  | {
      path: '/api/search_analytics/track_click';
      body: { query_id: string; object_id: number; position: number; event_name: string };
    }
  | {
      path: '/api/search_analytics/track_conversion';
      body: { query_id: string; object_ids: number[]; event_name: string };
    }
  | { path: '/api/search_analytics/track_view'; body: { object_id: number; event_name: string } };

/**
 * access-and-platform §7: analytics calls are queued and sent one at a time; a failure is only
 * logged, never shown, and never blocks the user.
 */
export function createAnalyticsQueue(client: HttpClient, log: (message: string) => void) {
  const pending: AnalyticsCall[] = [];
  let sending = false;

  async function drain() {
    if (sending) return;
    sending = true;
    for (let call = pending.shift(); call; call = pending.shift()) {
      try {
        await client.request(call.path, { method: 'POST', body: call.body });
      } catch (error) {
        log(
          `search analytics call failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    sending = false;
  }

  const enqueue = (call: AnalyticsCall) => {
    pending.push(call);
    void drain();
  };

  return {
    click: (body: Extract<AnalyticsCall, { path: '/api/search_analytics/track_click' }>['body']) =>
      enqueue({ path: '/api/search_analytics/track_click', body }),
    conversion: (
      body: Extract<AnalyticsCall, { path: '/api/search_analytics/track_conversion' }>['body'],
    ) => enqueue({ path: '/api/search_analytics/track_conversion', body }),
    view: (body: Extract<AnalyticsCall, { path: '/api/search_analytics/track_view' }>['body']) =>
      enqueue({ path: '/api/search_analytics/track_view', body }),
    /** Resolves once everything queued so far was sent (tests). */
    idle: async () => {
      while (sending || pending.length > 0) await new Promise((r) => setTimeout(r, 5));
    },
  };
}

export const searchAnalytics = createAnalyticsQueue(http, (message) => console.warn(message));
