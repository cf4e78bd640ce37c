// `--configLoader runner` (package.json): vitest's default loader does not compile the TypeScript config it imports
import { createVitestConfig } from '@portal/shared/build/vitest';

export default createVitestConfig({ dir: import.meta.dirname, setupFiles: ['./src/test/setup.ts'] });
