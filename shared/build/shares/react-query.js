/*
 * What the portal's apps share as `@tanstack/react-query` (createAppConfig: `shared['@tanstack/react-query'].import`).
 * A shared singleton is one chunk that cannot be tree-shaken per consumer, so the whole package (infinite queries,
 * suspense hooks, hydration, prefetching…) sat on the shell's first load. This module re-exports just the API the
 * portal uses, so the shared chunk is tree-shaken to it. An app that imports a name missing here gets `undefined` at
 * runtime: add the name here (shared/src/react/slimShares.test.ts checks the list against every import of
 * '@tanstack/react-query' in the repository).
 */
// `@portal/react-query-esm` is the package's own ESM build under another name (createAppConfig's resolve.alias):
// importing '@tanstack/react-query' here would consume the shared module from inside itself
export { QueryClient, QueryClientProvider, keepPreviousData, useMutation, useQuery, useQueryClient } from '@portal/react-query-esm';
