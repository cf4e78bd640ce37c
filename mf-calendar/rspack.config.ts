import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_calendar',
  dir: import.meta.dirname,
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
