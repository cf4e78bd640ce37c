import { memo } from 'react';
import { Checkbox, theme } from 'antd';
import { PERMISSION_ACTIONS, PERMISSION_MODULES, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared';
import { PERMISSION_TEXTS } from './texts';

export interface PermissionsTableProps {
  /** null: no group loaded, every box empty */
  roles: Roles | null;
  disabled: boolean;
  onToggle(module: PermissionModule, action: PermissionAction, checked: boolean): void;
}

/**
 * The 14 modules × view/add/edit/delete (spec 2.9): a fixed grid, so a plain table (row and column headers for
 * screen readers) rather than a data table with sorting and paging.
 */
export const PermissionsTable = memo(function PermissionsTable({ roles, disabled, onToggle }: PermissionsTableProps) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table data-testid="permissions-table" style={{ borderCollapse: 'collapse', minWidth: 480, width: '100%', background: token.colorBgContainer }}>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              {PERMISSION_TEXTS.module}
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col" style={{ ...cell, width: 90 }}>
                {PERMISSION_TEXTS.actions[action]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_MODULES.map((module) => (
            <tr key={module.key}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                {module.label}
              </th>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action} style={{ ...cell, textAlign: 'center' }}>
                  <Checkbox
                    checked={roles?.[module.key][action] ?? false}
                    disabled={disabled}
                    aria-label={PERMISSION_TEXTS.checkboxLabel(module.label, PERMISSION_TEXTS.actions[action])}
                    onChange={(e) => onToggle(module.key, action, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
