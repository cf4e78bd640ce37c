import { createAppConfig } from '@portal/shared/build';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, devPort: 3000, host: true });
