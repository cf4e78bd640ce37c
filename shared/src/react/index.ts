export * from './authStore';
export * from './apiClient';
export * from './permissionContext';
export * from './remote';
