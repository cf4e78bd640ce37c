import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({
  name: 'mf_announcements',
  dir: import.meta.dirname,
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx', './newsForms': './src/newsForms.ts' },
});
