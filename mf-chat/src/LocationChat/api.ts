import { useQuery } from '@tanstack/react-query';
import type { ChatLocation, ChatMessagePage, ChatUpload, ChatViewerAccess } from '@portal/shared';
import { api } from '@portal/shared/react';

export const chatKeys = {
  access: (email: string, locationId: number) => ['location-chat', 'access', email, locationId] as const,
  location: (locationId: number) => ['location-chat', 'location', locationId] as const,
};

/** The admin flag for this location (the input bar rule) and the locations to choose from, with unread counts. */
export function useChatAccess(email: string, locationId: number) {
  return useQuery({
    queryKey: chatKeys.access(email, locationId),
    queryFn: ({ signal }) => api.get<ChatViewerAccess>(`/location-messaging/users/${encodeURIComponent(email)}/${locationId}`, { signal }),
    // a 403 is an answer, not a hiccup
    retry: false,
  });
}

/** The location and its people (user list, info panel). */
export function useChatLocation(locationId: number, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.location(locationId),
    queryFn: ({ signal }) => api.get<{ results: ChatLocation }>(`/location-messaging/location/find/${locationId}`, { signal }).then((r) => r.results),
    enabled,
  });
}

export const fetchMessages = (locationId: number, query: { after?: number; before?: number; limit?: number }, signal?: AbortSignal) =>
  api.get<ChatMessagePage>(`/location-messaging/filter/${locationId}`, { query, signal });

export const markRead = (locationId: number, id: number) => api.put<void>(`/location-messaging/read/${locationId}`, { id });

export function uploadPicture(locationId: number, file: File): Promise<ChatUpload> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ChatUpload>(`/location-messaging/upload/${locationId}`, form, { timeoutMs: 0 });
}
