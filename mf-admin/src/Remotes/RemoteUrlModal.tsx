import { useState } from 'react';
import { errorText } from '@portal/shared/react';
import { App, Form, Input, Modal } from 'antd';
import { updateRemoteBody, type RegistryRemote } from '@portal/shared';
import { zodRule } from '@portal/shared/pages';
import { checkManifest, useUpdateRemote } from './api';
import { REMOTE_TEXTS } from './texts';

export interface RemoteUrlModalProps {
  remote: RegistryRemote;
  onClose(): void;
}

interface FormValues {
  manifestUrl: string;
}

/** Points one remote at a new build; mounted only while open. */
export function RemoteUrlModal({ remote, onClose }: RemoteUrlModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message, modal } = App.useApp();
  const update = useUpdateRemote();
  const [checking, setChecking] = useState(false);

  async function handleSwitch(url: string) {
    try {
      await update.mutateAsync({ name: remote.name, body: { manifestUrl: url } });
      message.success(REMOTE_TEXTS.updated(remote.name));
      onClose();
    } catch (error) {
      message.error(errorText(error, REMOTE_TEXTS.updateFailed));
    }
  }

  /** Asks the new manifest from this browser first, then confirms with what it found. */
  async function handleFinish({ manifestUrl }: FormValues) {
    const url = manifestUrl.trim();
    setChecking(true);
    const check = await checkManifest(url);
    setChecking(false);
    modal.confirm({
      title: REMOTE_TEXTS.switchTitle(remote.name),
      content: `${REMOTE_TEXTS.switchConfirm(remote.name, url)} ${check.reachable ? REMOTE_TEXTS.switchReachable(check.version) : REMOTE_TEXTS.switchUnreachable}`,
      okText: REMOTE_TEXTS.switchOk,
      okButtonProps: { danger: !check.reachable },
      cancelText: REMOTE_TEXTS.cancel,
      onOk: () => handleSwitch(url),
    });
  }

  return (
    <Modal
      open
      title={REMOTE_TEXTS.editTitle(remote.name)}
      okText={REMOTE_TEXTS.save}
      cancelText={REMOTE_TEXTS.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={checking || update.isPending}
      mask={{ closable: false }}
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ manifestUrl: remote.manifestUrl }} onFinish={handleFinish}>
        <Form.Item
          name="manifestUrl"
          label={REMOTE_TEXTS.urlField}
          extra={REMOTE_TEXTS.urlHelp}
          rules={[{ required: true, whitespace: true, message: REMOTE_TEXTS.urlRequired }, zodRule(updateRemoteBody.shape.manifestUrl, { allowBlank: true, trim: true })]}
        >
          <Input autoFocus autoComplete="off" spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
