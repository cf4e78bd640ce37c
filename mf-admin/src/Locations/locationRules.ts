import type { FormRule } from 'antd';
import { locationBody } from '@portal/shared';

export type LocationField = keyof typeof locationBody.shape;

/** An antd form rule that checks one field with the shared zod schema, so page and api say the same thing. */
export function locationRule(field: LocationField): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = locationBody.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value.');
    },
  };
}

export const LOCATION_FIELDS: readonly LocationField[] = ['name', 'display_name', 'store_id', 'address', 'phone'];

export function isLocationField(value: unknown): value is LocationField {
  return typeof value === 'string' && (LOCATION_FIELDS as readonly string[]).includes(value);
}
