#!/usr/bin/env node
// `npm run dev`: every app on its own rspack dev server (live reload), the api in watch mode, and the
// registry pointed at the dev servers. Uses its own data folder so dev URLs never leak into `npm start`.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const DEV_APPS = [
  { folder: 'shell', port: 3000 },
  { folder: 'mf-announcements', name: 'mf_announcements', port: 3001 },
  { folder: 'mf-users', name: 'mf_users', port: 3002 },
  { folder: 'mf-calendar', name: 'mf_calendar', port: 3003 },
  { folder: 'mf-trivia', name: 'mf_trivia', port: 3004 },
  { folder: 'mf-knowledge', name: 'mf_knowledge', port: 3005 },
  { folder: 'mf-chat', name: 'mf_chat', port: 3006 },
  { folder: 'mf-admin', name: 'mf_admin', port: 3007 },
];

const remoteUrls = DEV_APPS.filter((a) => a.name)
  .map((a) => `${a.name}=http://localhost:${a.port}/mf-manifest.json`)
  .join(',');

const children = [];
function start(label, cmd, args, opts) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(20);
  const pipe = (stream, sink) =>
    stream.on('data', (d) => String(d).split('\n').filter(Boolean).forEach((line) => sink.write(`${prefix} ${line}\n`)));
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  children.push(child);
}

start('api', 'node', ['--import', 'tsx', '--watch', 'api/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: process.env.PORT ?? '8080', DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data', 'dev'), PORTAL_REMOTE_URLS: remoteUrls },
});
for (const app of DEV_APPS) {
  start(app.folder, 'npx', ['rspack', 'serve'], { cwd: path.join(root, app.folder), env: { ...process.env, NODE_ENV: 'development' } });
}

console.log('Dev servers starting: open http://localhost:3000 (shell); the api is on http://localhost:8080.');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
