import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_users',
  dir: import.meta.dirname,
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
