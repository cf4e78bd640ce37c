import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Button, Drawer, Form, Input, message, Space, Typography, Upload } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { api, clearStoredSession, readFileAsDataUrl, useAuthStore } from '@portal/shared/react';
import { type SessionTokens, type TokenClaims } from '@portal/shared/core';
import { avatarFileProblem, IMAGE_UPLOAD_ACCEPT } from '@portal/shared';
import { acceptTokens, endSession } from '../auth/session';
import { TEXTS } from '../texts';

// antd's static message (themed by shell/src/antd/AntdRoot): it outlives this screen, which the next step unmounts

export interface ProfilePanelProps {
  claims: TokenClaims;
  open: boolean;
  onClose: () => void;
}

interface Values {
  first_name: string;
  last_name: string;
}

/** Profile side panel: names and picture, Save (a new token comes back), Sign Out. */
export function ProfilePanel({ claims, open, onClose }: ProfilePanelProps) {
  return (
    <Drawer title={TEXTS.profile.title} placement="right" open={open} onClose={onClose} size={360} destroyOnHidden>
      {/* each opening, and a change of name, starts a fresh form: the current names, no picture chosen */}
      <ProfileForm key={`${claims.first_name}\n${claims.last_name}`} claims={claims} onClose={onClose} />
    </Drawer>
  );
}

function ProfileForm({ claims, onClose }: Omit<ProfilePanelProps, 'open'>) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [image, setImage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const handlePicture = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    setImage(await readFileAsDataUrl(file));
    return false;
  };

  const handleSave = async (values: Values) => {
    setSaving(true);
    try {
      // blank new names fall back to the current ones (spec 2.3)
      const body = {
        first_name: values.first_name?.trim() || claims.first_name,
        last_name: values.last_name?.trim() || claims.last_name,
        ...(image ? { image } : {}),
      };
      const res = await api.put<SessionTokens & { results?: unknown }>(`/accounts/${claims.id}`, body, { timeoutMs: 30_000 });
      if (res?.token) await acceptTokens({ token: res.token, refresh_token: res.refresh_token, expires_at: res.expires_at });
      message.success(TEXTS.profile.saved);
      onClose();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const handleSignOut = async () => {
    setSigningOut(true);
    const refreshToken = useAuthStore.getState().refreshToken;
    try {
      if (refreshToken) await api.post('/auth/signout', { refresh_token: refreshToken });
    } catch {
      /* signing out locally matters more than the server's answer */
    }
    clearStoredSession();
    message.success(TEXTS.profile.signedOut);
    setTimeout(() => {
      endSession('signout');
      navigate('/signin', { replace: true });
    }, 1000);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space align="center">
        <Avatar size={64} src={image ?? claims.image_url ?? undefined} icon={<UserOutlined />} alt="" />
        <div>
          <Typography.Text strong>{`${claims.first_name} ${claims.last_name}`}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{claims.email}</Typography.Text>
        </div>
      </Space>
      <Form<Values> form={form} layout="vertical" initialValues={{ first_name: claims.first_name, last_name: claims.last_name }} onFinish={handleSave}>
        <Form.Item label={TEXTS.profile.firstName} name="first_name">
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label={TEXTS.profile.lastName} name="last_name">
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={TEXTS.profile.picture} extra={TEXTS.profile.pictureRule}>
          <Upload accept={IMAGE_UPLOAD_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={handlePicture}>
            <Button>{TEXTS.profile.choosePicture}</Button>
          </Upload>
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {TEXTS.profile.save}
          </Button>
          <Button danger onClick={handleSignOut} loading={signingOut}>
            {TEXTS.profile.signOut}
          </Button>
        </Space>
      </Form>
      <Link to="/profile" onClick={onClose}>
        {TEXTS.profile.myProfilePage}
      </Link>
    </Space>
  );
}
