import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, message } from 'antd';
import { NotifierProvider, type Notifier } from '@portal/shared/react';

/** The portal's antd theme (one antd for the shell and every remote: a shared singleton). */
export const ANTD_THEME = { token: { colorPrimary: '#1d5fa8', borderRadius: 8 } };

// antd's static messages (outside any component) use the portal theme too
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={ANTD_THEME}>{children}</ConfigProvider> });

/**
 * What shared code (RequirePermission) tells the user with: antd's static `message`, whose holder lives outside the
 * React tree, because the usual next step is a redirect that unmounts the area (and an `App` holder with it) at once.
 */
const antdNotifier: Notifier = {
  error: (text) => void message.error(text),
  success: (text) => void message.success(text),
  info: (text) => void message.info(text),
};

/**
 * antd's providers: theme (ConfigProvider), `App` (what `App.useApp()` gives remotes: message, modal, notification)
 * and the notifier. Loaded lazily (see ./index.tsx) around remote areas and the antd screens of the shell, so the
 * signed-in first paint, which is plain markup, never waits for antd.
 */
export default function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ANTD_THEME}>
      <AntApp component={false}>
        <NotifierProvider notifier={antdNotifier}>{children}</NotifierProvider>
      </AntApp>
    </ConfigProvider>
  );
}
