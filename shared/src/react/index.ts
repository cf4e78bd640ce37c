// `@portal/shared/react`: the shell's auth store, api client, permission context, notifier and realtime channel,
// which every remote must use as the same instances, and the helpers pages share. Shared as one singleton, so
// as with `@portal/shared/core` it names exactly what the apps import (federation tree-shakes none of it).
export * from './authStore';
export type * from './apiClient';
export { ApiError, api, apiStream, getApiBase, setUnauthorizedHandler, uploadWithProgress } from './apiClient';
export type * from './permissionContext';
export { PermissionProvider, RequirePermission, usePermission, usePermissions } from './permissionContext';
export type * from './notifier';
export { NotifierProvider, useNotifier } from './notifier';
export * from './remote';
export { useIsNarrow } from './useIsNarrow';
export * from './errorText';
export type * from './realtime';
export { useRealtimeEvent, useRealtimeSocket } from './realtime';
export * from './antdBoundary';
export * from './readFileAsDataUrl';
