import { describe, expect, it } from 'vitest';
import { normaliseManifestUrl, updateRemoteBody } from '../index';

describe('manifest URLs the registry accepts', () => {
  it('refuses other hosts in disguise, dot segments and encoded slashes', () => {
    for (const bad of [
      '//evil.example/mf-manifest.json',
      '/\\evil.example/mf-manifest.json',
      '/%2F%2Fevil.example/mf-manifest.json',
      '/mf/%2e%2e/%2e%2e/etc/passwd',
      '/../../etc/passwd',
      '/mf/../api/v1/x.json',
      '/mf/./x.json',
      '/api/v1/accounts',
      '/mf/',
      'http://evil.example/mf-manifest.json',
      'https://user:pw@cdn.example/mf-manifest.json',
      'javascript:alert(1)',
      'ftp://x/y.json',
      '/mf/a b.json',
      '/mf/a\nb.json',
      '',
    ]) {
      expect(normaliseManifestUrl(bad), bad).toBeNull();
      expect(updateRemoteBody.safeParse({ manifestUrl: bad }).success, bad).toBe(false);
    }
  });

  it('accepts paths under the remotes folder, https addresses and loopback http', () => {
    expect(normaliseManifestUrl('/mf/mf-admin/v2/mf-manifest.json')).toBe('/mf/mf-admin/v2/mf-manifest.json');
    expect(normaliseManifestUrl('https://cdn.example/mf-admin/7/mf-manifest.json')).toBe('https://cdn.example/mf-admin/7/mf-manifest.json');
    expect(normaliseManifestUrl('http://127.0.0.1:3007/mf-manifest.json')).toBe('http://127.0.0.1:3007/mf-manifest.json');
    expect(normaliseManifestUrl('http://localhost:3007/mf-manifest.json')).toBe('http://localhost:3007/mf-manifest.json');
  });
});
