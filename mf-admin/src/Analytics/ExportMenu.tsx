import { useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import type { AnalyticsExportFormat, AnnouncementReportKind } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { exportName, fetchDownload, saveBlob } from '@portal/shared/download';
import { ANALYTICS_TEXTS as T } from './texts';

/** Spec 7: the export path of each report. */
const EXPORT_SEGMENT: Record<AnnouncementReportKind, string> = { home: '', payroll: 'paylocity/', benefits: 'benefits/' };

export function exportPath(kind: AnnouncementReportKind, format: AnalyticsExportFormat, id: number): string {
  return `/analytics/announcements/export/${EXPORT_SEGMENT[kind]}${format}/${id}`;
}

/** The export dropdown (CSV or Excel) of one announcement: a row per person it was for, named export plus the date. */
export function ExportMenu({ kind, id, title }: { kind: AnnouncementReportKind; id: number; title: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function handleExport(format: AnalyticsExportFormat) {
    setBusy(true);
    try {
      const { blob, name } = await fetchDownload(exportPath(kind, format, id), exportName(format === 'csv' ? 'csv' : 'xlsx'));
      saveBlob(blob, name);
    } catch (error) {
      message.error(errorText(error, T.exportFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: T.csv },
          { key: 'excel', label: T.excel },
        ],
        onClick: ({ key }) => void handleExport(key as AnalyticsExportFormat),
      }}
    >
      <Button size="small" loading={busy} aria-label={T.exportLabel(title)}>
        {T.export} ▾
      </Button>
    </Dropdown>
  );
}
