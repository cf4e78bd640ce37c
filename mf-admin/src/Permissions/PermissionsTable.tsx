import { memo, useMemo } from 'react';
import { Checkbox } from 'antd';
import { PERMISSION_ACTIONS, PERMISSION_MODULES, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';
import { PERMISSION_TEXTS } from './texts';

export interface PermissionsTableProps {
  /** null: no group loaded, every box empty */
  roles: Roles | null;
  disabled: boolean;
  onToggle(module: PermissionModule, action: PermissionAction, checked: boolean): void;
}

type ModuleRow = (typeof PERMISSION_MODULES)[number];

/**
 * The 14 modules × view/add/edit/delete (spec 2.9): a fixed grid (no sorting or paging), a card per module on a phone
 * with its four boxes labelled.
 */
export const PermissionsTable = memo(function PermissionsTable({ roles, disabled, onToggle }: PermissionsTableProps) {
  const columns = useMemo<ResponsiveColumn<ModuleRow>[]>(
    () => [
      { key: 'module', title: PERMISSION_TEXTS.module, dataIndex: 'label' },
      ...PERMISSION_ACTIONS.map((action): ResponsiveColumn<ModuleRow> => ({
        key: action,
        title: PERMISSION_TEXTS.actions[action],
        width: 90,
        align: 'center',
        render: (_, module) => (
          <Checkbox
            checked={roles?.[module.key][action] ?? false}
            disabled={disabled}
            aria-label={PERMISSION_TEXTS.checkboxLabel(module.label, PERMISSION_TEXTS.actions[action])}
            onChange={(e) => onToggle(module.key, action, e.target.checked)}
          />
        ),
      })),
    ],
    [roles, disabled, onToggle],
  );
  return <ResponsiveTable<ModuleRow> rowKey="key" columns={columns} dataSource={[...PERMISSION_MODULES]} pagination={false} size="small" testId="permissions-table" />;
});
