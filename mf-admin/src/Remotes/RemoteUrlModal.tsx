import { errorText } from '@portal/shared/react';
import { App, Form, Input, Modal } from 'antd';
import { updateRemoteBody, type RegistryRemote } from '@portal/shared';
import { useUpdateRemote } from './api';
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
  const { message } = App.useApp();
  const update = useUpdateRemote();

  async function handleFinish({ manifestUrl }: FormValues) {
    try {
      await update.mutateAsync({ name: remote.name, body: { manifestUrl: manifestUrl.trim() } });
      message.success(REMOTE_TEXTS.updated(remote.name));
      onClose();
    } catch (error) {
      message.error(errorText(error, REMOTE_TEXTS.updateFailed));
    }
  }

  return (
    <Modal
      open
      title={REMOTE_TEXTS.editTitle(remote.name)}
      okText={REMOTE_TEXTS.save}
      cancelText={REMOTE_TEXTS.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      mask={{ closable: false }}
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ manifestUrl: remote.manifestUrl }} onFinish={handleFinish}>
        <Form.Item
          name="manifestUrl"
          label={REMOTE_TEXTS.urlField}
          extra={REMOTE_TEXTS.urlHelp}
          rules={[
            { required: true, whitespace: true, message: REMOTE_TEXTS.urlRequired },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                const result = updateRemoteBody.safeParse({ manifestUrl: value.trim() });
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Input autoFocus autoComplete="off" spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
