import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, message } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { NotifierProvider, type Notifier } from '@portal/shared/react';

/** The portal's antd theme (one antd for the shell and every remote: a shared singleton). */
// secondary, description, placeholder and disabled text darker than antd's defaults (45 % / 25 % black read 4.0:1 and
// 1.6:1 on white; placeholders also sit on the disabled grey), the error red (danger buttons, 3.3:1) darker, and the tag presets whose text (shade 7) reads under
// 4.5:1 on their own background seeded one shade darker: WCAG AA asks 4.5:1, and axe-core in the security suite counts
// every such text as a serious violation
export const ANTD_THEME = {
  token: {
    colorPrimary: '#1d5fa8',
    colorLink: '#1d5fa8',
    borderRadius: 8,
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#636363',
    colorTextDisabled: '#595959',
    colorError: '#cf1322',
    green: '#237804',
    gold: '#ad6800',
    orange: '#d46b08',
    cyan: '#08979c',
    volcano: '#d4380d',
    lime: '#5b8c00',
  },
};

/**
 * Buttons' loading spinner without antd's collapse motion: its default spinner leaves through a CSS transition and is
 * removed only on `transitionend`, which a busy page can miss (the transition starts and ends in one frame). The
 * collapsed spinner then stayed in the button for good, invisible, and the button's accessible name read
 * "loading Comment" after the comment had been sent (what a screen reader announces; the e2e walk lost the button).
 * A loading icon given here is rendered and removed with the `loading` prop, no motion involved.
 */
export const ANTD_BUTTON = { loadingIcon: <LoadingOutlined /> };

// antd's static messages (outside any component) use the portal theme too
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={ANTD_THEME} button={ANTD_BUTTON}>
      {children}
    </ConfigProvider>
  ),
});

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
    <ConfigProvider theme={ANTD_THEME} button={ANTD_BUTTON}>
      <AntApp component={false}>
        <NotifierProvider notifier={antdNotifier}>{children}</NotifierProvider>
      </AntApp>
    </ConfigProvider>
  );
}
