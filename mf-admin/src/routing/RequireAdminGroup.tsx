import { useEffect, useRef, type ReactNode } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ADMIN_FEATURE_GROUP_IDS, AUTH_MESSAGES, SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import { usePermissions } from '@portal/shared/react';

/** A page tied to fixed groups rather than to a module right: anyone else is told and sent home. */
function RequireGroup({ groups, children }: { groups: readonly number[]; children: ReactNode }) {
  const { groupId } = usePermissions();
  const allowed = groupId !== null && groups.includes(groupId);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const told = useRef(false);
  useEffect(() => {
    if (!allowed && !told.current) {
      told.current = true;
      message.error(AUTH_MESSAGES.permissionDenied);
      navigate('/', { replace: true });
    }
  }, [allowed, message, navigate]);
  return allowed ? <>{children}</> : null;
}

/** Job-title mapping is tied to two fixed groups, not to a module right (spec 2.2, 6). */
export function RequireAdminGroup({ children }: { children: ReactNode }) {
  return <RequireGroup groups={ADMIN_FEATURE_GROUP_IDS}>{children}</RequireGroup>;
}

const SUPER_ADMINS = [SUPER_ADMIN_GROUP_ID];

/** The audit log names every administrator's actions: Super Admins only (the api decides again). */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  return <RequireGroup groups={SUPER_ADMINS}>{children}</RequireGroup>;
}
