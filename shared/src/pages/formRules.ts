import type { FormRule } from 'antd';
// types only: the schemas come from the domain entries, which set zod's browser config (zodConfig.ts) first
import type { ZodType, z } from 'zod';

/** A zod issue's code (`too_small`, `invalid_format`…). */
export type ZodIssueCode = z.core.$ZodIssue['code'];

export interface ZodRuleOptions {
  /**
   * The form's spec message for a rule the schema states with another text (the schema's is the api's), by the
   * issue's code: `{ too_small: 'Password must be at least 8 characters.' }`. The other failures keep the schema's.
   */
  messages?: Partial<Record<ZodIssueCode, string>>;
  /**
   * A blank value (none, or only spaces) passes: the form leaves a blank field out ("empty keeps the old value"), or
   * a `required` rule before this one says it is missing in the form's own words.
   */
  allowBlank?: boolean;
  /** Check the value trimmed, as the page sends it (for a schema that does not trim). */
  trim?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An antd Form rule that runs one field's shared zod schema (`zodRule(locationBody.shape.name)`) and shows the
 * first issue's message, so the page and the api check with one rule and say the same thing. A missing value is
 * checked as '' (an empty input), so the schema's "required" message shows. Put `required` on the Form.Item when
 * the field is required: the rule is a validator, and antd marks a field only from `required` (prop or rule).
 */
export function zodRule(schema: ZodType, options: ZodRuleOptions = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const checked = options.trim && typeof value === 'string' ? value.trim() : value;
      if (options.allowBlank && isBlank(checked)) return;
      const result = schema.safeParse(checked ?? '');
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error((issue && options.messages?.[issue.code]) ?? issue?.message);
    },
  };
}

/**
 * `zodRule` for every field of a schema's shape (`formRules(locationBody.shape)`): `rules={RULES.name}`. Options per
 * field where the form differs from the api.
 */
export function formRules<Shape extends Record<string, ZodType>>(shape: Shape, options: { [K in keyof Shape]?: ZodRuleOptions } = {}): { [K in keyof Shape]: FormRule[] } {
  const entries = Object.entries(shape).map(([field, schema]) => [field, [zodRule(schema, options[field])]]);
  return Object.fromEntries(entries) as { [K in keyof Shape]: FormRule[] };
}

/** Whether the api's `error.field` names one of the form's fields, so its message can show under that field. */
export function isFormField<Rules extends object>(rules: Rules, field: unknown): field is keyof Rules & string {
  return typeof field === 'string' && Object.hasOwn(rules, field);
}
