import React from 'react';
import { createRoot } from 'react-dom/client';
import { installUnauthorizedHandler, startSession } from './auth/session';
import { registerAntdArea } from '@portal/shared/react';
import { createQueryClient, ShellApp } from './App';
import { AntdArea } from './antd';
import { warmHomeWidgets } from './registry/warmHome';

// read by e2e tests and benchmarks: one React for everyone, which remotes were loaded
window.__PORTAL__ = { reactVersion: React.version, loadedRemotes: [] };

installUnauthorizedHandler();
// home widgets render without antd; their antd parts load it through AntdBoundary
registerAntdArea(AntdArea);
void startSession();

const queryClient = createQueryClient();
warmHomeWidgets(queryClient);
createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ShellApp queryClient={queryClient} />
  </React.StrictMode>,
);
