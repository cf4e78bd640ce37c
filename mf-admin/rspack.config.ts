import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  devPort: 3007,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
