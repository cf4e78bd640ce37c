import { useState } from 'react';
import { App, Avatar, Button, Flex, Progress, Typography, Upload } from 'antd';
import { IMAGE_UPLOAD_ACCEPT, avatarFileProblem, type Account } from '@portal/shared';
import { errorText, readFileAsDataUrl } from '@portal/shared/react';
import { useUploadMyPicture } from './api';
import { PROFILE_TEXTS as T } from './texts';

/** The picture with 'Choose a picture': checked, then sent at once with its upload progress. */
export function ProfilePicture({ account, name }: { account: Account; name: string }) {
  const { message } = App.useApp();
  const upload = useUploadMyPicture(account.id);
  const [percent, setPercent] = useState<number | null>(null);

  async function handlePicture(file: File) {
    const problem = avatarFileProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    setPercent(0);
    try {
      const image = await readFileAsDataUrl(file);
      await upload.mutateAsync({ image, onProgress: setPercent });
      message.success(T.pictureSaved);
    } catch (error) {
      message.error(errorText(error, T.updateFailed));
    } finally {
      setPercent(null);
    }
    return false;
  }

  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar size={96} src={account.url_image ?? undefined} alt={T.pictureAlt(name)} aria-label={T.picture}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical gap={4} style={{ minWidth: 180 }}>
        <Upload accept={IMAGE_UPLOAD_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={handlePicture} disabled={percent !== null}>
          <Button loading={percent !== null} data-testid="profile-picture-button">
            {T.choosePicture}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {T.pictureTypes}, {T.pictureHint}
        </Typography.Text>
        {percent !== null && <Progress percent={percent} size="small" aria-label={T.uploading} data-testid="profile-picture-progress" />}
      </Flex>
    </Flex>
  );
}
