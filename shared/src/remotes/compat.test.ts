import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { satisfy } from '@module-federation/enhanced/runtime';
import { incompatibleBuildMessage, setProvidedShares, setRangeCheck, shareMismatches } from './compat';

describe('version skew between the shell and a remote', () => {
  // what the shell's federation host hands over when it starts
  beforeEach(() => setRangeCheck(satisfy));
  afterEach(() => {
    setProvidedShares({});
    setRangeCheck(null);
  });

  it('reads ranges as npm does: caret (0.x by its minor), tilde, star, comparators', () => {
    const meets = (version: string, range: string) => {
      setProvidedShares({ react: version });
      return shareMismatches({ react: range }).length === 0;
    };
    expect(meets('19.3.1', '^19.0.0')).toBe(true);
    expect(meets('19.3.1', '^19.4.0')).toBe(false);
    expect(meets('19.3.1', '^18.0.0')).toBe(false);
    expect(meets('0.1.4', '^0.1.0')).toBe(true);
    expect(meets('0.2.0', '^0.1.0')).toBe(false);
    expect(meets('19.3.1', '*')).toBe(true);
    expect(meets('19.3.1', '~19.3.0')).toBe(true);
    expect(meets('19.4.0', '~19.3.0')).toBe(false);
    expect(meets('19.3.1', '>=18.0.0 <20.0.0')).toBe(true);
  });

  it('says nothing until the shell has said how it reads a range', () => {
    setRangeCheck(null);
    setProvidedShares({ react: '19.3.1' });
    expect(shareMismatches({ react: '^18.0.0' })).toEqual([]);
  });

  it('names each singleton the shell does not meet, and nothing when the shell or the build says nothing', () => {
    expect(shareMismatches({ react: '^18.0.0' })).toEqual([]);
    setProvidedShares({ react: '19.3.1', 'react/': '19.3.1', '@portal/shared/core': '0.1.0' });
    expect(shareMismatches({ 'react/jsx-runtime': '^19.0.0' })).toEqual([]);
    expect(shareMismatches(null)).toEqual([]);
    expect(shareMismatches({ react: '^19.0.0', '@portal/shared/core': '^0.1.0' })).toEqual([]);
    const mismatches = shareMismatches({ react: '^18.0.0', '@portal/shared/core': '^1.0.0', jotai: '^2.0.0' });
    expect(mismatches).toEqual([
      { share: 'react', required: '^18.0.0', provided: '19.3.1' },
      { share: '@portal/shared/core', required: '^1.0.0', provided: '0.1.0' },
      { share: 'jotai', required: '^2.0.0', provided: null },
    ]);
    const message = incompatibleBuildMessage('Trivia', mismatches.slice(0, 1));
    expect(message).toContain('Trivia');
    expect(message).toContain('react ^18.0.0 (the portal has 19.3.1)');
  });
});
