import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeEvent } from '@portal/shared/react';

/**
 * Refetch on event: every `event` the api pushes (in `room` when given; the server checks the viewer may join)
 * invalidates the queries under `queryKey`, so the ones on screen refetch. For a page whose push is only a hint
 * that its data changed. A page that uses the pushed payload itself subscribes with `useRealtimeEvent` (the
 * singleton's payload hook, which holds the one listener registry and the room counts).
 */
export function useRefetchOnEvent(event: string, queryKey: QueryKey, room?: string): void {
  const client = useQueryClient();
  useRealtimeEvent(event, () => void client.invalidateQueries({ queryKey }), room);
}
