import { useCallback, useReducer } from 'react';
import type { PermissionAction, PermissionModule } from '@portal/shared';
import { Alert, App, Button, Flex, Form, Select, Space, Tag, Typography } from 'antd';
import { SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import { errorText, useIsNarrow, usePermission } from '@portal/shared/react';
import { QueryError, useGroups, useProfiles } from '@portal/shared/pages';
import { usePermissionTable, useSavePermissions } from './api';
import { PermissionsTable } from './PermissionsTable';
import { NOTHING_SELECTED, isDirty, selectionReducer } from './selection';
import { PERMISSION_TEXTS } from './texts';

/**
 * /permissions (spec 2.9, 4, 6): a profile, then one of its groups, then its flags per module. Save only with
 * permissions_management edit; the api refuses the Super Admin group and a change that would leave nobody able to
 * manage permissions.
 */
export function PermissionsPage() {
  const { message } = App.useApp();
  const canEdit = usePermission('permissions_management', 'edit');
  const narrow = useIsNarrow();
  const profiles = useProfiles();
  const groups = useGroups();
  const table = usePermissionTable();
  const save = useSavePermissions();
  const [selection, dispatch] = useReducer(selectionReducer, NOTHING_SELECTED);

  const groupOptions = (groups.data ?? []).filter((g) => g.profile_id === selection.profileId).map((g) => ({ value: g.id, label: g.name }));
  const locked = selection.groupId === SUPER_ADMIN_GROUP_ID;
  const dirty = isDirty(selection);
  const failed = profiles.isError || groups.isError || table.isError;

  const handleToggle = useCallback((module: PermissionModule, action: PermissionAction, checked: boolean) => dispatch({ type: 'toggle', module, action, checked }), []);

  function handleGroup(groupId: number) {
    const row = table.data?.find((g) => g.group_id === groupId);
    if (row) dispatch({ type: 'group', groupId, roles: row.roles });
  }

  async function handleSave() {
    if (selection.groupId === null || !selection.draft) return;
    try {
      const saved = await save.mutateAsync({ groupId: selection.groupId, roles: selection.draft });
      dispatch({ type: 'saved', roles: saved.roles });
      message.success(PERMISSION_TEXTS.saved);
    } catch (error) {
      message.error(errorText(error, PERMISSION_TEXTS.saveFailed));
    }
  }

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0, maxWidth: 960 }} data-testid="permissions-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {PERMISSION_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {PERMISSION_TEXTS.intro}
      </Typography.Paragraph>
      {failed && <QueryError query={[profiles, groups, table]} fallback={PERMISSION_TEXTS.loadFailed} alwaysFallback />}
      <Form layout={narrow ? 'vertical' : 'inline'} component="div">
        <Form.Item label={PERMISSION_TEXTS.profileLabel} htmlFor="permission-profile">
          <Select<number>
            id="permission-profile"
            style={{ minWidth: 220 }}
            placeholder={PERMISSION_TEXTS.profilePlaceholder}
            loading={profiles.isPending}
            value={selection.profileId ?? undefined}
            options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            // onSelect also fires for the value already chosen: that deselects it (spec 4)
            onSelect={(profileId) => dispatch({ type: 'profile', profileId })}
          />
        </Form.Item>
        <Form.Item label={PERMISSION_TEXTS.groupLabel} htmlFor="permission-group">
          <Select<number>
            id="permission-group"
            style={{ minWidth: 240 }}
            placeholder={selection.profileId === null ? PERMISSION_TEXTS.groupNeedsProfile : PERMISSION_TEXTS.groupPlaceholder}
            disabled={selection.profileId === null || !table.data}
            loading={groups.isPending || table.isPending}
            value={selection.groupId ?? undefined}
            options={groupOptions}
            onSelect={handleGroup}
            showSearch={{ optionFilterProp: 'label' }}
            // at most 16 groups: every option in the DOM, for screen readers and find-in-page
            virtual={false}
          />
        </Form.Item>
      </Form>

      {selection.groupId === null ? (
        <Typography.Text type="secondary">{PERMISSION_TEXTS.pickGroup}</Typography.Text>
      ) : locked ? (
        <Alert type="info" showIcon title={PERMISSION_TEXTS.superAdminNote} />
      ) : !canEdit ? (
        <Alert type="info" showIcon title={PERMISSION_TEXTS.readOnly} />
      ) : null}

      <PermissionsTable roles={selection.draft} disabled={!canEdit || selection.draft === null || locked || save.isPending} onToggle={handleToggle} />

      {canEdit && (
        <Flex vertical gap="small">
          <Space wrap>
            <Button type="primary" onClick={handleSave} loading={save.isPending} disabled={!dirty || locked}>
              {PERMISSION_TEXTS.save}
            </Button>
            <Button onClick={() => dispatch({ type: 'reset' })} disabled={!dirty || save.isPending}>
              {PERMISSION_TEXTS.reset}
            </Button>
            {dirty && <Tag color="orange">{PERMISSION_TEXTS.unsaved}</Tag>}
          </Space>
          <Typography.Text type="secondary">{PERMISSION_TEXTS.nextLoad}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
