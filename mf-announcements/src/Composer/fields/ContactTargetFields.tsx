import { Checkbox, Flex, Select, Typography } from 'antd';
import { useContactOptions, type ContactTarget } from '../../queries/reference';
import { COMPOSER_TEXTS } from '../../texts';

export interface ContactTargetState extends ContactTarget {
  byLocation: boolean;
  byRole: boolean;
}

export const EMPTY_CONTACT_TARGET: ContactTargetState = { everyone: false, byLocation: false, byRole: false, locations: [], roles: [] };

/** Same rule as the home-users target: Everyone and the specific targets disable and clear each other. */
export function nextContactTarget(state: ContactTargetState, change: Partial<Pick<ContactTargetState, 'everyone' | 'byLocation' | 'byRole'>>): ContactTargetState {
  if (change.everyone) return { ...EMPTY_CONTACT_TARGET, everyone: true };
  if (change.everyone === false) return { ...state, everyone: false };
  if (change.byLocation !== undefined) return change.byLocation ? { ...state, everyone: false, byLocation: true } : { ...state, byLocation: false, locations: [] };
  if (change.byRole !== undefined) return change.byRole ? { ...state, everyone: false, byRole: true } : { ...state, byRole: false, roles: [] };
  return state;
}

export function hasContactTarget(t: ContactTargetState): boolean {
  return t.everyone || t.locations.length > 0 || t.roles.length > 0;
}

export interface ContactTargetFieldsProps {
  value: ContactTargetState;
  onChange: (next: ContactTargetState) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Payroll-provider contacts: everyone, by location and/or by role (options come as value/label pairs). */
export function ContactTargetFields({ value, onChange, error, disabled }: ContactTargetFieldsProps) {
  const locations = useContactOptions('locations');
  const roles = useContactOptions('roles');
  const specificOff = value.everyone;
  const everyoneOff = value.byLocation || value.byRole;
  return (
    <fieldset style={{ border: `1px solid ${error ? '#ff4d4f' : '#f0f0f0'}`, borderRadius: 8, padding: 12, margin: 0, minWidth: 0 }} data-testid="contact-target">
      <legend style={{ fontWeight: 500, padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14 }}>{COMPOSER_TEXTS.target}</legend>
      <Flex vertical gap="small">
        <Checkbox checked={value.everyone} disabled={disabled || everyoneOff} onChange={(e) => onChange(nextContactTarget(value, { everyone: e.target.checked }))}>
          {COMPOSER_TEXTS.everyone}
        </Checkbox>
        <Checkbox checked={value.byLocation} disabled={disabled || specificOff} onChange={(e) => onChange(nextContactTarget(value, { byLocation: e.target.checked }))}>
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
            onChange={(ids: string[]) => onChange({ ...value, locations: ids })}
            options={locations.data ?? []}
            optionFilterProp="label"
          />
        )}
        <Checkbox checked={value.byRole} disabled={disabled || specificOff} onChange={(e) => onChange(nextContactTarget(value, { byRole: e.target.checked }))}>
          {COMPOSER_TEXTS.roles}
        </Checkbox>
        {value.byRole && (
          <Select
            mode="multiple"
            aria-label={COMPOSER_TEXTS.roles}
            placeholder={COMPOSER_TEXTS.roles}
            loading={roles.isPending}
            disabled={disabled}
            value={value.roles}
            onChange={(ids: string[]) => onChange({ ...value, roles: ids })}
            options={roles.data ?? []}
            optionFilterProp="label"
          />
        )}
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </fieldset>
  );
}
