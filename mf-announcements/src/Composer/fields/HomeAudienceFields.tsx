import type { Dispatch } from 'react';
import { Checkbox, Flex, Select, Typography } from 'antd';
import { useGroups, useLocationOptions, useProfiles } from '@portal/shared/pages';
import { COMPOSER_TEXTS } from '../../texts';
import { disabledTargets, type AudienceAction, type HomeAudience } from '../audience';

export interface HomeAudienceFieldsProps {
  value: HomeAudience;
  dispatch: Dispatch<AudienceAction>;
  error?: string | null;
  disabled?: boolean;
}

/** Target: Everyone, or Specific Location and/or Job Title group (profiles, then their groups). */
export function HomeAudienceFields({ value, dispatch, error, disabled }: HomeAudienceFieldsProps) {
  const locations = useLocationOptions();
  const profiles = useProfiles();
  const groups = useGroups();
  const off = disabledTargets(value);
  const groupProfile = (id: number) => groups.data?.find((g) => g.id === id)?.profile_id;
  const groupOptions = (groups.data ?? []).filter((g) => value.profiles.includes(g.profile_id)).map((g) => ({ value: g.id, label: g.name }));

  return (
    <fieldset
      style={{ border: `1px solid ${error ? '#ff4d4f' : '#f0f0f0'}`, borderRadius: 8, padding: 12, margin: 0, minWidth: 0 }}
      aria-describedby={error ? 'audience-error' : undefined}
      data-testid="audience"
    >
      <legend style={{ fontWeight: 500, padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14 }}>{COMPOSER_TEXTS.target}</legend>
      <Flex vertical gap="small">
        <Checkbox checked={value.everyone} disabled={disabled || off.everyone} onChange={(e) => dispatch({ type: 'everyone', on: e.target.checked })}>
          {COMPOSER_TEXTS.everyone}
        </Checkbox>
        <Checkbox checked={value.byLocation} disabled={disabled || off.specific} onChange={(e) => dispatch({ type: 'byLocation', on: e.target.checked })}>
          {COMPOSER_TEXTS.specificLocation}
        </Checkbox>
        {value.byLocation && (
          <Select
            mode="multiple"
            aria-label={COMPOSER_TEXTS.locations}
            placeholder={COMPOSER_TEXTS.locations}
            loading={locations.isPending}
            disabled={disabled}
            value={value.locations}
            onChange={(ids: number[]) => dispatch({ type: 'locations', ids })}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.display_name }))}
            optionFilterProp="label"
            data-testid="audience-locations"
          />
        )}
        <Checkbox checked={value.byJobTitle} disabled={disabled || off.specific} onChange={(e) => dispatch({ type: 'byJobTitle', on: e.target.checked })}>
          {COMPOSER_TEXTS.jobTitle}
        </Checkbox>
        {value.byJobTitle && (
          <Flex vertical gap="small">
            <Select
              mode="multiple"
              aria-label={COMPOSER_TEXTS.profiles}
              placeholder={COMPOSER_TEXTS.profiles}
              loading={profiles.isPending}
              disabled={disabled}
              value={value.profiles}
              onChange={(ids: number[]) => dispatch({ type: 'profiles', ids, groupProfile })}
              options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              optionFilterProp="label"
              data-testid="audience-profiles"
            />
            <Select
              mode="multiple"
              aria-label={COMPOSER_TEXTS.groups}
              placeholder={value.profiles.length === 0 ? COMPOSER_TEXTS.pickProfilesFirst : COMPOSER_TEXTS.groups}
              loading={groups.isPending}
              disabled={disabled || value.profiles.length === 0}
              value={value.groups}
              onChange={(ids: number[]) => dispatch({ type: 'groups', ids })}
              options={groupOptions}
              optionFilterProp="label"
              data-testid="audience-groups"
            />
          </Flex>
        )}
        {error && (
          <Typography.Text type="danger" id="audience-error" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </fieldset>
  );
}
