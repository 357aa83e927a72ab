import { SUPPORT_STREAM_EVENTS } from '@manna/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// Live support conversations (docs/product/support.md#live-updates): the server sends ids only,
// and every event means "refetch": `ready` when the stream (re)connects, after which anything
// missed meanwhile must be fetched again, and `support` when a conversation changed.

interface SharedSource {
  source: EventSource;
  listeners: Set<() => void>;
}

/**
 * One EventSource per URL for the whole page, however many components listen: the badge and the
 * conversation screen share the member's, and a browser allows few connections per server.
 */
const sources = new Map<string, SharedSource>();

function listen(url: string, listener: () => void): () => void {
  let shared = sources.get(url);
  if (!shared) {
    const created: SharedSource = { source: new EventSource(url), listeners: new Set() };
    const notify = () => {
      for (const each of created.listeners) each();
    };
    for (const event of SUPPORT_STREAM_EVENTS) created.source.addEventListener(event, notify);
    sources.set(url, created);
    shared = created;
  }
  const current = shared;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.source.close();
    sources.delete(url);
  };
}

/**
 * Refetches the queries under `queryKey` (a constant prefix) whenever the stream at `url` says
 * something changed; `url` null listens to nothing (a member who has never written has nothing
 * to hear of).
 */
export function useSupportEvents(url: string | null, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    return listen(url, () => void queryClient.invalidateQueries({ queryKey }));
  }, [url, queryKey, queryClient]);
}
