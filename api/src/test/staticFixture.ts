import fs from 'node:fs';
import path from 'node:path';
import type { RemoteDescriptor } from '@portal/shared';

export const FIXTURE_ADMIN_DESCRIPTOR: RemoteDescriptor = {
  name: 'mf_admin',
  title: 'Administration',
  routePrefixes: ['/locations', '/permissions', '/remotes'],
  sidebar: [{ key: 'locations', label: 'Locations', path: '/locations', order: 600, permission: { module: 'location', action: 'view' } }],
  widgets: [],
};

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A tiny built portal: shell/dist, mf-admin/dist (plus a v2 build beside it for registry tests) and an
 * mf-users folder without dist (must only warn). Built in a temp dir because dist/ is git-ignored.
 */
export function createStaticFixture(root: string): string {
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  write(path.join(root, 'shell/dist/static/js/main.1a2b3c4d.js'), 'console.log("shell")');
  const admin = path.join(root, 'mf-admin/dist');
  write(
    path.join(admin, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_admin', metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } }),
  );
  write(path.join(admin, 'remoteEntry.js'), 'var mf_admin;');
  write(path.join(admin, 'portal.json'), JSON.stringify(FIXTURE_ADMIN_DESCRIPTOR));
  write(path.join(admin, 'static/js/812.9f8e7d6c.js'), 'console.log("chunk")');
  write(path.join(admin, 'v2/mf-manifest.json'), JSON.stringify({ name: 'mf_admin' }));
  write(path.join(admin, 'v2/portal.json'), JSON.stringify({ ...FIXTURE_ADMIN_DESCRIPTOR, title: 'Administration v2' }));
  fs.mkdirSync(path.join(root, 'mf-users/src'), { recursive: true });
  return root;
}
