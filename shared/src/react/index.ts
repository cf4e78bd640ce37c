export * from './authStore';
export * from './apiClient';
export * from './permissionContext';
export * from './notifier';
export * from './remote';
export * from './useIsNarrow';
export * from './errorText';
export * from './realtime';
