import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { pageNumberOf, type Page } from '@portal/shared';
import { useIsNarrow } from '@portal/shared/react';
import { ANALYTICS_TEXTS as T } from './texts';

export interface ReportSearchProps {
  placeholder: string;
  onSearch(text: string): void;
  testId: string;
}

/** The table's search: Enter (or the button) searches; emptying the box goes back to the first page at once. */
export function ReportSearch({ placeholder, onSearch, testId }: ReportSearchProps) {
  const [text, setText] = useState('');
  const narrow = useIsNarrow();
  return (
    <Input.Search
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '') onSearch('');
      }}
      onSearch={(value) => onSearch(value)}
      allowClear
      enterButton={T.searchLabel}
      aria-label={placeholder}
      placeholder={placeholder}
      style={narrow ? undefined : { maxWidth: 420 }}
      data-testid={testId}
    />
  );
}

export interface ReportPagerProps {
  page: Page<unknown> | undefined;
  what: { one: string; many: string };
  onGo(query: string | null): void;
  testId: string;
}

/** Spec 2.7: Prev / Next (the server's prevPage / nextPage) and the page number computed from offset and limit. */
export function ReportPager({ page, what, onGo, testId }: ReportPagerProps) {
  return (
    <Flex align="center" gap="small" wrap justify="flex-end" data-testid={testId}>
      {page && (
        <Typography.Text type="secondary" aria-live="polite">
          {T.total(page.total, what)} · {T.pageOf(pageNumberOf(page), page.pageCount)}
        </Typography.Text>
      )}
      <Button onClick={() => onGo(page?.prevPage ?? null)} disabled={!page?.prevPage}>
        {T.prev}
      </Button>
      <Button onClick={() => onGo(page?.nextPage ?? null)} disabled={!page?.nextPage}>
        {T.next}
      </Button>
    </Flex>
  );
}
