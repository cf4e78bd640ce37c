import { App, Button, Flex, Typography } from 'antd';
import { errorText } from '@portal/shared/react';
import { useRateAnnouncement } from '../queries/api';
import type { Opinion } from '@portal/shared';
import { OPINION_BUTTONS, READER_TEXTS } from '../texts';

export interface RatingProps {
  announcementId: number;
}

/** 'Was this helpful?' with the three emoji; the reader hides it once an opinion exists (spec 4). */
export function Rating({ announcementId }: RatingProps) {
  const rate = useRateAnnouncement(announcementId);
  const { message } = App.useApp();

  function handleRate(opinion: Opinion) {
    rate.mutate(opinion, {
      onSuccess: () => void message.success(READER_TEXTS.thanks),
      onError: (e) => void message.error(errorText(e, READER_TEXTS.ratingFailed)),
    });
  }

  return (
    <Flex vertical gap="small" role="group" aria-labelledby="rating-question" data-testid="rating">
      <Typography.Text strong id="rating-question">
        {READER_TEXTS.helpful}
      </Typography.Text>
      <Flex gap="small">
        {OPINION_BUTTONS.map((o) => (
          <Button key={o.value} size="large" shape="circle" aria-label={o.label} title={o.label} disabled={rate.isPending} onClick={() => handleRate(o.value)}>
            <span aria-hidden="true" style={{ fontSize: 22 }}>
              {o.emoji}
            </span>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
