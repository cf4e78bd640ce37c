import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { MANAGEMENT_TEXTS } from './texts';

const T = MANAGEMENT_TEXTS;

export interface TemporaryPasswordModalProps {
  who: string;
  password: string;
  onClose(): void;
}

/** The temporary password of an expired-password recovery: shown once, copyable, for the administrator to hand over. */
export function TemporaryPasswordModal({ who, password, onClose }: TemporaryPasswordModalProps) {
  return (
    <Modal
      open
      title={T.temporaryPasswordTitle(who)}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={T.handOver} description={T.shownOnce} />
        <Flex vertical gap={4}>
          <Typography.Text strong id="temporary-password-label">
            {T.temporaryPasswordLabel}
          </Typography.Text>
          <Typography.Text code copyable={{ text: password }} aria-labelledby="temporary-password-label" data-testid="temporary-password" style={{ fontSize: 18 }}>
            {password}
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
