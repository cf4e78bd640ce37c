import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_knowledge',
  dir: import.meta.dirname,
  devPort: 3005,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
