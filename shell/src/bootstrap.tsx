import React from 'react';
import { createRoot } from 'react-dom/client';
import { installUnauthorizedHandler, startSession } from './auth/session';
import { createQueryClient, ShellApp } from './App';

// read by e2e tests and benchmarks: one React for everyone, which remotes were loaded
window.__PORTAL__ = { reactVersion: React.version, loadedRemotes: [] };

installUnauthorizedHandler();
void startSession();

const queryClient = createQueryClient();
createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ShellApp queryClient={queryClient} />
  </React.StrictMode>,
);
