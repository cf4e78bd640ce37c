import { useState } from 'react';
import { Alert, Button, Card, Flex, Segmented, Select, Typography } from 'antd';
import { useGroups, useLocationOptions, useProfiles } from '@portal/shared/pages';
import { MANAGEMENT_TEXTS } from './texts';
import { EMPTY_FILTER, filterType, type UserFilterValues } from './userQuery';

const T = MANAGEMENT_TEXTS.filters;

export interface UserFiltersProps {
  /** the filter the table shows now (null: the text search) */
  applied: UserFilterValues | null;
  onApply(values: UserFilterValues): void;
  onClear(): void;
  narrow: boolean;
}

type ThreeWay = 'any' | 'yes' | 'no';
const toThreeWay = (value: boolean | undefined): ThreeWay => (value === undefined ? 'any' : value ? 'yes' : 'no');
const fromThreeWay = (value: ThreeWay): boolean | undefined => (value === 'any' ? undefined : value === 'yes');

interface PickerProps {
  id: string;
  label: string;
  value: number[];
  onChange(value: number[]): void;
  options: { value: number; label: string }[];
  loading: boolean;
  narrow: boolean;
}

function Picker({ id, label, value, onChange, options, loading, narrow }: PickerProps) {
  return (
    <Flex vertical gap={4} style={{ flex: narrow ? undefined : '1 1 200px', minWidth: 0 }}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        value={value}
        onChange={onChange}
        options={options}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        maxTagCount="responsive"
        style={{ width: '100%' }}
        data-testid={id}
      />
    </Flex>
  );
}

/**
 * The location / profile / group filter (type L, P, G, LP, LG, PG or LPG from the pickers that hold a choice) and
 * the status and password narrowings of `POST /accounts/filter/users`.
 */
export function UserFilters({ applied, onApply, onClear, narrow }: UserFiltersProps) {
  const locations = useLocationOptions();
  const profiles = useProfiles();
  const groups = useGroups();
  const [values, setValues] = useState<UserFilterValues>(applied ?? EMPTY_FILTER);
  const type = filterType(values);
  const set = (patch: Partial<UserFilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const optionsFailed = locations.isError || profiles.isError || groups.isError;

  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>{T.title}</h3>} data-testid="user-filters">
      <Flex vertical gap="middle">
        <Flex vertical={narrow} gap="middle" wrap>
          <Picker
            id="filter-locations"
            label={T.locations}
            value={values.locations}
            onChange={(locations) => set({ locations })}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.display_name }))}
            loading={locations.isPending}
            narrow={narrow}
          />
          <Picker
            id="filter-profiles"
            label={T.profiles}
            value={values.profiles}
            onChange={(profiles) => set({ profiles })}
            options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            loading={profiles.isPending}
            narrow={narrow}
          />
          <Picker
            id="filter-groups"
            label={T.groups}
            value={values.groups}
            onChange={(groups) => set({ groups })}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            loading={groups.isPending}
            narrow={narrow}
          />
        </Flex>
        <Flex vertical={narrow} gap="middle" wrap>
          <Flex vertical gap={4} role="group" aria-labelledby="filter-status-label">
            <Typography.Text strong id="filter-status-label">
              {T.status}
            </Typography.Text>
            <Segmented<ThreeWay>
              value={toThreeWay(values.isActive)}
              onChange={(v) => set({ isActive: fromThreeWay(v) })}
              options={[
                { value: 'any', label: T.any },
                { value: 'yes', label: T.activeOnly },
                { value: 'no', label: T.inactiveOnly },
              ]}
              data-testid="filter-status"
            />
          </Flex>
          <Flex vertical gap={4} role="group" aria-labelledby="filter-password-label">
            <Typography.Text strong id="filter-password-label">
              {T.password}
            </Typography.Text>
            <Segmented<ThreeWay>
              value={toThreeWay(values.isExpired)}
              onChange={(v) => set({ isExpired: fromThreeWay(v) })}
              options={[
                { value: 'any', label: T.any },
                { value: 'yes', label: T.expiredOnly },
                { value: 'no', label: T.notExpired },
              ]}
              data-testid="filter-password"
            />
          </Flex>
        </Flex>
        {optionsFailed && <Alert type="warning" showIcon title={T.optionsFailed} />}
        <Flex vertical={narrow} gap="small" align={narrow ? 'stretch' : 'center'} wrap>
          <Button type="primary" disabled={!type} onClick={() => onApply(values)} data-testid="filter-apply">
            {type ? `${T.apply} (${type})` : T.apply}
          </Button>
          <Button
            disabled={!applied && !type}
            onClick={() => {
              setValues(EMPTY_FILTER);
              onClear();
            }}
            data-testid="filter-clear"
          >
            {T.clear}
          </Button>
          {!type && (
            <Typography.Text type="secondary" id="filter-hint">
              {T.needPicker}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
