import { createVitestConfig } from '@portal/shared/build/vitest';

export default createVitestConfig({ dir: import.meta.dirname, setupFiles: ['./src/test/setup.ts'] });
