import { Flex, Typography } from 'antd';
import { IMAGE_UPLOAD_ACCEPT } from '../newsShared';
import { FORM_TEXTS } from '../texts';
import { fileKind } from '../upload';
import { FilePicker } from './FilePicker';

export interface MediaFieldsProps {
  media: File | null;
  thumbnail: File | null;
  onMedia: (file: File | null) => void;
  onThumbnail: (file: File | null) => void;
  disabled?: boolean;
  /** upload progress per slot while publishing */
  progress?: Partial<Record<'image' | 'video' | 'thumbnail', number>>;
  invalid?: boolean;
}

/** The picture or .mp4 of a news item, and the thumbnail an .mp4 needs (spec doc 1 §5). */
export function MediaFields({ media, thumbnail, onMedia, onThumbnail, disabled, progress, invalid }: MediaFieldsProps) {
  const isVideo = media !== null && fileKind(media) === 'video';
  return (
    <Flex vertical gap="small">
      <FilePicker
        label={FORM_TEXTS.media}
        buttonText={FORM_TEXTS.chooseMedia}
        hint={FORM_TEXTS.mediaHint}
        accept=".jpg,.jpeg,.png,.mp4,image/jpeg,image/png,video/mp4"
        file={media}
        onChange={onMedia}
        disabled={disabled}
        progress={isVideo ? progress?.video : progress?.image}
        invalid={invalid && !media}
      />
      {isVideo && (
        <FilePicker
          label={FORM_TEXTS.thumbnail}
          buttonText={FORM_TEXTS.chooseThumbnail}
          hint={FORM_TEXTS.thumbnailHint}
          accept={IMAGE_UPLOAD_ACCEPT}
          file={thumbnail}
          onChange={onThumbnail}
          disabled={disabled}
          progress={progress?.thumbnail}
          invalid={invalid && !thumbnail}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {FORM_TEXTS.sizeNotice}
      </Typography.Text>
    </Flex>
  );
}
