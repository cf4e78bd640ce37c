import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { LOCATION_LIMITS, locationBody, type Location, type LocationBody } from '@portal/shared';
import { ApiError } from '@portal/shared/react';
import { formRules, isFormField } from '@portal/shared/pages';
import { useCreateLocation, useUpdateLocation } from './api';
import { LOCATION_TEXTS } from './texts';

export interface LocationFormModalProps {
  /** the location to edit; null opens an empty form to create one */
  location: Location | null;
  onClose(): void;
}

type FormValues = Required<LocationBody>;

// the api's own rules and messages, field by field
const RULES = formRules(locationBody.shape);

function initialValues(location: Location | null): FormValues {
  return {
    name: location?.name ?? '',
    display_name: location?.display_name ?? '',
    store_id: location?.store_id ?? '',
    address: location?.address ?? '',
    phone: location?.phone ?? '',
  };
}

/** Add/edit form; mounted only while open so every opening starts from the row's current values. */
export function LocationFormModal({ location, onClose }: LocationFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [saving, setSaving] = useState(false);
  const name = Form.useWatch('name', form) ?? '';
  const displayName = Form.useWatch('display_name', form) ?? '';
  const storeId = Form.useWatch('store_id', form) ?? '';
  const incomplete = !name.trim() || !displayName.trim() || !storeId.trim();
  const editing = location !== null;

  async function handleFinish(values: FormValues) {
    const parsed = locationBody.safeParse(values);
    if (!parsed.success) return; // the field rules already show why
    setSaving(true);
    try {
      if (editing) await update.mutateAsync({ id: location.id, body: parsed.data });
      else await create.mutateAsync(parsed.data);
      message.success(editing ? LOCATION_TEXTS.updated : LOCATION_TEXTS.created);
      onClose();
    } catch (error) {
      handleSaveError(error);
    } finally {
      setSaving(false);
    }
  }

  function handleSaveError(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      const text = error.field ? LOCATION_TEXTS.duplicate(error.field) : error.message;
      if (isFormField(RULES, error.field)) form.setFields([{ name: error.field, errors: [text] }]);
      message.error(text);
      return;
    }
    message.error(editing ? LOCATION_TEXTS.updateFailed : LOCATION_TEXTS.createFailed);
  }

  return (
    <Modal
      open
      title={editing ? LOCATION_TEXTS.editTitle : LOCATION_TEXTS.createTitle}
      okText={LOCATION_TEXTS.save}
      cancelText={LOCATION_TEXTS.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: incomplete }}
      mask={{ closable: false }}
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues(location)} onFinish={handleFinish} requiredMark data-testid="location-form">
        <Form.Item name="name" label={LOCATION_TEXTS.fields.name} required rules={RULES.name}>
          <Input autoFocus autoComplete="off" count={{ show: true, max: LOCATION_LIMITS.name }} />
        </Form.Item>
        <Form.Item name="display_name" label={LOCATION_TEXTS.fields.display_name} required rules={RULES.display_name}>
          <Input autoComplete="off" count={{ show: true, max: LOCATION_LIMITS.display_name }} />
        </Form.Item>
        <Form.Item name="store_id" label={LOCATION_TEXTS.fields.store_id} required rules={RULES.store_id}>
          <Input inputMode="numeric" autoComplete="off" count={{ show: true, max: LOCATION_LIMITS.store_id }} />
        </Form.Item>
        <Form.Item name="address" label={LOCATION_TEXTS.fields.address} rules={RULES.address}>
          <Input autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="phone" label={LOCATION_TEXTS.fields.phone} rules={RULES.phone}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(312) 555-0100" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
