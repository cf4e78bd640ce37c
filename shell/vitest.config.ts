// relative import: vitest's default config loader does not compile TypeScript reached through the workspace symlink
import { createVitestConfig } from '@portal/shared/build/vitest';

export default createVitestConfig({ dir: import.meta.dirname, setupFiles: ['./src/test/setup.ts'] });
