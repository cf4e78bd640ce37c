import { Flex, Typography } from 'antd';

export const BUILDING_TEXT = 'This area is being built';

export interface BuildingPageProps {
  title: string;
}

/** Stand-in for a page a later change delivers; keeps the route, its guard and the sidebar entry real. */
export function BuildingPage({ title }: BuildingPageProps) {
  return (
    <Flex vertical gap="small" style={{ padding: 16 }} data-testid="building-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{BUILDING_TEXT}</Typography.Paragraph>
    </Flex>
  );
}
