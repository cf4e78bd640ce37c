import { createAppConfig } from '@portal/shared/rspack';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, devPort: 3000, host: true });
