import { useEffect, useRef, type ReactNode } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ADMIN_FEATURE_GROUP_IDS, AUTH_MESSAGES } from '@portal/shared';
import { usePermissions } from '@portal/shared/react';

/** Job-title mapping is tied to two fixed groups, not to a module right (spec 2.2, 6). */
export function RequireAdminGroup({ children }: { children: ReactNode }) {
  const { groupId } = usePermissions();
  const allowed = groupId !== null && ADMIN_FEATURE_GROUP_IDS.includes(groupId);
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
