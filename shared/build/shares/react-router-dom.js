/*
 * What the portal's apps share as `react-router-dom` (createAppConfig: `shared['react-router-dom'].import`): the
 * component router only. A shared singleton is one chunk that cannot be tree-shaken per consumer, and the whole of
 * react-router-dom (data routers, framework mode, server helpers: ~60 KB gzip) sat on the shell's first load. This
 * module re-exports just the API the portal uses, so the shared chunk is tree-shaken to it. An app that imports a
 * name missing here gets `undefined` at runtime: add the name here (shared/src/react/slimShares.test.ts checks the list
 * against every import of 'react-router-dom' in the apps' source; tests import the package itself).
 */
export { BrowserRouter, Routes, Route, Navigate, Outlet, Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
