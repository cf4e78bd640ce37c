import { useMemo, useState } from 'react';
import { App, Button, Flex, Input, Select, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { assignableGroups, type Group, type JobTitleMapping } from '@portal/shared';
import { errorText, useIsNarrow } from '@portal/shared/react';
import { QueryError, useGroups } from '@portal/shared/pages';
import { useJobTitles, useSaveJobTitles, type JobTitleView } from './api';
import { JOB_TITLE_TEXTS } from './texts';

/**
 * /mapJobtitle (spec 2.11, 5): all the payroll provider's job titles, or the new (unmapped) ones, each with a group
 * picker; Save sends only the rows with a chosen group. Only the two admin groups reach it (route guard and api).
 */
export function JobTitlesPage() {
  const { message } = App.useApp();
  const narrow = useIsNarrow();
  const [view, setView] = useState<JobTitleView>('fresh');
  const [search, setSearch] = useState('');
  // chosen group per title id; kept across the two tabs until saved
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const all = useJobTitles('all');
  const fresh = useJobTitles('fresh');
  const groups = useGroups();
  const save = useSaveJobTitles();
  const current = view === 'all' ? all : fresh;

  const groupById = useMemo(() => new Map((groups.data ?? []).map((g: Group) => [g.id, g])), [groups.data]);
  // only the groups the server lets this user hand out (who may grant what)
  const options = assignableGroups(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  const needle = search.trim().toLowerCase();
  const rows = (current.data ?? []).filter((t) => !needle || t.paylocity_jobtitle.toLowerCase().includes(needle));
  const titleById = useMemo(() => new Map((all.data ?? []).concat(fresh.data ?? []).map((t) => [t.id, t])), [all.data, fresh.data]);
  const pending = Object.entries(chosen).filter(([id]) => titleById.has(Number(id)));

  function choose(id: number, groupId: number | undefined) {
    setChosen(({ [id]: _dropped, ...rest }) => (groupId === undefined ? rest : { ...rest, [id]: groupId }));
  }

  async function handleSave() {
    // spec 5: only the rows with a chosen group are sent
    const body = pending.map(([id, groupId]) => ({ paylocity_jobtitle: titleById.get(Number(id))!.paylocity_jobtitle, group_title: groupById.get(groupId)!.name }));
    if (body.length === 0) return;
    try {
      const res = await save.mutateAsync(body);
      setChosen({});
      message.success(res.message);
    } catch (error) {
      message.error(errorText(error, JOB_TITLE_TEXTS.saveFailed));
    }
  }

  const columns: TableColumnsType<JobTitleMapping> = [
    { title: JOB_TITLE_TEXTS.columns.title, dataIndex: 'paylocity_jobtitle', key: 'title' },
    {
      title: JOB_TITLE_TEXTS.columns.current,
      key: 'current',
      render: (_, row) => row.group_title ?? <Typography.Text type="secondary">{JOB_TITLE_TEXTS.unmapped}</Typography.Text>,
    },
    {
      title: JOB_TITLE_TEXTS.columns.group,
      key: 'group',
      width: 260,
      render: (_, row) => (
        <Select<number>
          style={{ width: '100%', minWidth: 180 }}
          allowClear
          placeholder={JOB_TITLE_TEXTS.choose}
          aria-label={JOB_TITLE_TEXTS.chooseLabel(row.paylocity_jobtitle)}
          options={options}
          value={chosen[row.id]}
          onChange={(groupId) => choose(row.id, groupId)}
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
        />
      ),
    },
  ];

  const count = (data: JobTitleMapping[] | undefined) => data?.length ?? 0;

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0, maxWidth: 1000 }} data-testid="job-titles-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {JOB_TITLE_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {JOB_TITLE_TEXTS.intro}
      </Typography.Paragraph>
      {(current.isError || groups.isError) && <QueryError query={[current, groups]} fallback={JOB_TITLE_TEXTS.loadFailed} alwaysFallback />}
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as JobTitleView)}
        items={[
          { key: 'fresh', label: JOB_TITLE_TEXTS.tabCount(JOB_TITLE_TEXTS.tabs.fresh, count(fresh.data)) },
          { key: 'all', label: JOB_TITLE_TEXTS.tabCount(JOB_TITLE_TEXTS.tabs.all, count(all.data)) },
        ]}
      />
      <Flex vertical={narrow} gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
        <Input.Search
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={JOB_TITLE_TEXTS.searchPlaceholder}
          aria-label={JOB_TITLE_TEXTS.searchLabel}
          style={{ maxWidth: narrow ? undefined : 320 }}
        />
        <Flex gap="small" align="center" wrap>
          {pending.length > 0 && <Typography.Text type="secondary">{JOB_TITLE_TEXTS.chosen(pending.length)}</Typography.Text>}
          <Button type="primary" onClick={handleSave} loading={save.isPending} disabled={pending.length === 0} block={narrow}>
            {JOB_TITLE_TEXTS.save}
          </Button>
        </Flex>
      </Flex>
      <Table<JobTitleMapping>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={current.isPending}
        pagination={false}
        size="middle"
        scroll={{ x: 640 }}
        locale={{ emptyText: view === 'all' ? JOB_TITLE_TEXTS.emptyAll : JOB_TITLE_TEXTS.emptyFresh }}
        data-testid="job-titles-table"
      />
    </Flex>
  );
}
