import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_trivia',
  dir: import.meta.dirname,
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx', './adminForms': './src/adminForms.ts' },
});
