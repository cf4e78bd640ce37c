import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintOffenders, packagesReachedFrom } from '@portal/shared/testing';

describe('home widgets on the first screen', () => {
  it('import neither antd nor the zod entry of @portal/shared (only lazily)', () => {
    const packages = packagesReachedFrom(path.join(import.meta.dirname, 'widgets.tsx'));
    expect(firstPaintOffenders(packages)).toEqual([]);
    // the walk did find the widgets' real dependencies
    expect(packages.has('react')).toBe(true);
  });
});
