import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintOffenders, packagesReachedFrom } from '@portal/shared/testing';

// The shell's first load (main.js) is what every page waits for: no antd (loaded lazily around remote areas and antd
// screens) and no zod. A value imported from `@portal/shared` (the entry with the schemas) pulls zod into main.js: the
// token verifier's constants did (main.js 129 → 177 KB gzip) until they came from `@portal/shared/core`.
describe('the shell’s first load', () => {
  it('imports neither antd nor zod nor the schemas entry of @portal/shared, except lazily', () => {
    const offenders = firstPaintOffenders(packagesReachedFrom(path.join(import.meta.dirname, 'bootstrap.tsx')));
    // icon shapes (plain data, a few hundred bytes each) draw the sidebar and home without antd
    expect(offenders.filter((o) => !o.includes(' imports @ant-design/icons-svg/es/asn/'))).toEqual([]);
    expect(offenders.length).toBeGreaterThan(0); // the walk did reach the sidebar's icons
  });
});
