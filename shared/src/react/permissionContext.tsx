import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { can, type ModuleFlags, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared/core';
import { AUTH_MESSAGES, type TokenClaims } from '@portal/shared/core';
import { useNotifier } from './notifier';

export interface PermissionContextValue {
  claims: TokenClaims | null;
  roles: Roles | null;
  modules: ModuleFlags | null;
  groupId: number | null;
}

export const PermissionContext = createContext<PermissionContextValue>({ claims: null, roles: null, modules: null, groupId: null });

export function PermissionProvider({ claims, children }: { claims: TokenClaims | null; children: ReactNode }) {
  const value: PermissionContextValue = {
    claims,
    roles: claims?.roles ?? null,
    modules: claims?.modules ?? null,
    groupId: claims?.group_id ?? null,
  };
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

export function usePermissions(): PermissionContextValue {
  return useContext(PermissionContext);
}

/** `usePermission('location', 'add')`: what the UI may show; the api decides again on every call. */
export function usePermission(module: PermissionModule, action: PermissionAction): boolean {
  return can(useContext(PermissionContext).roles, module, action);
}

export interface RequirePermissionProps {
  module: PermissionModule;
  action?: PermissionAction;
  /** spec wording differs per page: 'Permission denied' or 'Insufficient Permissions' */
  message?: string;
  redirectTo?: string;
  children: ReactNode;
}

/** Page guard: without the right, tell the user and send them home (spec 5, last rule). */
export function RequirePermission({ module, action = 'view', message = AUTH_MESSAGES.permissionDenied, redirectTo = '/', children }: RequirePermissionProps) {
  const allowed = usePermission(module, action);
  const navigate = useNavigate();
  const toast = useNotifier();
  const told = useRef(false);
  useEffect(() => {
    if (!allowed && !told.current) {
      told.current = true;
      toast.error(message);
      navigate(redirectTo, { replace: true });
    }
  }, [allowed, message, navigate, redirectTo, toast]);
  return allowed ? <>{children}</> : null;
}
