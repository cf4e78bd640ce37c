import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { TICKET_PERMISSION_FIELDS, TICKET_PERMISSION_LABELS, TICKET_PERMISSIONS, type Account, type TicketPermissions } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useTicketPermissions } from './api';
import { MANAGEMENT_TEXTS } from './texts';
import { displayName } from './UsersList';

const T = MANAGEMENT_TEXTS.tickets;

/** The account's current values; anything the api did not send reads as none. */
function ticketValuesOf(account: Account): TicketPermissions {
  return Object.fromEntries(TICKET_PERMISSION_FIELDS.map((f) => [f, account[f] ?? null])) as TicketPermissions;
}

export interface TicketPermissionsModalProps {
  account: Account;
  onClose(): void;
}

/** The three ticket permission fields of a user (spec 3, 7, 9): PUT /accounts/:id/permission-service-request. */
export function TicketPermissionsModal({ account, onClose }: TicketPermissionsModalProps) {
  const [form] = Form.useForm<TicketPermissions>();
  const { message } = App.useApp();
  const save = useTicketPermissions();
  const [saving, setSaving] = useState(false);
  const options = TICKET_PERMISSIONS.map((value) => ({ value, label: TICKET_PERMISSION_LABELS[value] }));

  async function handleFinish(values: TicketPermissions) {
    setSaving(true);
    try {
      // all three keys, none as null (an absent key is a 400, never "keep")
      const body = Object.fromEntries(TICKET_PERMISSION_FIELDS.map((f) => [f, values[f] ?? null])) as TicketPermissions;
      await save.mutateAsync({ id: account.id, body });
      message.success(T.saved);
      onClose();
    } catch (error) {
      message.error(errorText(error, T.failed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={T.title(displayName(account))}
      okText={MANAGEMENT_TEXTS.save}
      cancelText={MANAGEMENT_TEXTS.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form<TicketPermissions> form={form} layout="vertical" initialValues={ticketValuesOf(account)} onFinish={handleFinish} data-testid="tickets-form">
        {TICKET_PERMISSION_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={T[field]}>
            <Select allowClear placeholder={T.none} options={options} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
