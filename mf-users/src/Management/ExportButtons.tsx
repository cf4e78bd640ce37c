import { useState } from 'react';
import { App, Button, Flex, Space, Typography } from 'antd';
import { errorText } from '@portal/shared/react';
import { fetchUserExport, saveBlob, type ExportFormat } from './download';
import { MANAGEMENT_TEXTS } from './texts';

const T = MANAGEMENT_TEXTS;

export interface ExportButtonsProps {
  /** the list's text search, sent along so the file holds the rows the table shows */
  filter: string;
  /** true while the location/profile/group filter drives the table (the export does not take it) */
  filtered: boolean;
  narrow: boolean;
}

/** Export to CSV or Excel (spec 9): one download at a time, buttons busy until the file is saved. */
export function ExportButtons({ filter, filtered, narrow }: ExportButtonsProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function handleExport(format: ExportFormat) {
    setBusy(format);
    try {
      const { blob, name } = await fetchUserExport(format, filter);
      saveBlob(blob, name);
    } catch (error) {
      message.error(errorText(error, T.exportFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={4} align={narrow ? 'stretch' : 'flex-end'}>
      <Space wrap>
        <Button loading={busy === 'csv'} disabled={busy !== null} onClick={() => handleExport('csv')} block={narrow} data-testid="export-csv">
          {T.exportCsv}
        </Button>
        <Button loading={busy === 'xlsx'} disabled={busy !== null} onClick={() => handleExport('xlsx')} block={narrow} data-testid="export-xlsx">
          {T.exportExcel}
        </Button>
      </Space>
      {/* the export api takes the text search only, so say so while the location/profile/group filter drives the table */}
      {filtered && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="export-note">
          {T.exportTextOnly}
        </Typography.Text>
      )}
    </Flex>
  );
}
