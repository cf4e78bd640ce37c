import { describe, expect, it } from 'vitest';
import type { FormRule } from 'antd';
import { locationBody, updateAccountBody, updateRemoteBody, upgradeRequestBody } from '../index';
import { formRules, isFormField, zodRule } from './formRules';

/** What antd shows under the field for this value: the rule's message, or null when it passes. */
async function shown(rule: FormRule, value: unknown): Promise<string | null> {
  const { validator } = rule as { validator(rule: unknown, value: unknown): Promise<void> };
  try {
    await validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it("shows the schema's own message, and checks a missing value as an empty input", async () => {
    const rule = zodRule(locationBody.shape.name);
    expect(await shown(rule, 'Downtown')).toBeNull();
    expect(await shown(rule, '   ')).toBe('Name is required.');
    expect(await shown(rule, undefined)).toBe('Name is required.');
    expect(await shown(rule, 'x'.repeat(81))).toBe('Name must be at most 80 characters.');
    expect(await shown(zodRule(upgradeRequestBody.shape.business_email), undefined)).toBe('Need a company email to be upgraded');
  });

  it('replaces only the message of the issue codes the form words differently', async () => {
    const rule = zodRule(updateAccountBody.shape.password, { messages: { too_small: 'Password must be at least 8 characters.' } });
    expect(await shown(rule, 'short')).toBe('Password must be at least 8 characters.');
    expect(await shown(zodRule(updateAccountBody.shape.password), 'short')).toBe('Password must be at least 8 characters');
    expect(await shown(rule, 'x'.repeat(201))).toMatch(/200/);
    expect(await shown(rule, '')).toBeNull();
  });

  it('lets a blank value pass when asked, and checks the trimmed value when asked', async () => {
    const email = zodRule(updateAccountBody.shape.email, { allowBlank: true });
    expect(await shown(email, '  ')).toBeNull();
    expect(await shown(email, undefined)).toBeNull();
    expect(await shown(email, 'nope')).toBe('Please enter a valid email address.');
    expect(await shown(zodRule(updateAccountBody.shape.email), '  ')).toBe('Please enter a valid email address.');

    const url = zodRule(updateRemoteBody.shape.manifestUrl, { allowBlank: true, trim: true });
    expect(await shown(url, ' /mf/calendar/mf-manifest.json ')).toBeNull();
    expect(await shown(zodRule(updateRemoteBody.shape.manifestUrl), ' /mf/calendar/mf-manifest.json ')).not.toBeNull();
  });
});

describe('formRules', () => {
  it("gives each field of a shape its rule, with that field's options", async () => {
    const rules = formRules(updateAccountBody.shape, { password: { messages: { too_small: 'too short' } } });
    expect(await shown(rules.first_name[0]!, '')).toBe("First name can't be blank.");
    expect(await shown(rules.password[0]!, 'short')).toBe('too short');
    expect(isFormField(rules, 'first_name')).toBe(true);
    expect(isFormField(rules, 'toString')).toBe(false);
    expect(isFormField(rules, undefined)).toBe(false);
  });
});
