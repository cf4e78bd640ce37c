import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_chat',
  dir: import.meta.dirname,
  devPort: 3006,
  exposes: { './routes': './src/routes.tsx' },
});
