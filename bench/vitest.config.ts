import { configDefaults, defineConfig } from 'vitest/config';

// `.baseline/` holds the earlier commits a benchmark extracts to compare against: their own tests are not this suite's.
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, '.baseline/**'] },
});
