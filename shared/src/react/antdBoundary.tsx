import type { ComponentType, ReactNode } from 'react';

export interface AntdAreaProps {
  children: ReactNode;
  /** shown while antd loads */
  fallback?: ReactNode;
}

let antdArea: ComponentType<AntdAreaProps> | null = null;

/** The shell registers how antd and its providers (theme, App, notifier) are loaded on demand. */
export function registerAntdArea(area: ComponentType<AntdAreaProps> | null) {
  antdArea = area;
}

/**
 * antd's providers around `children`, loading antd first when it is not loaded yet. Remote pages are wrapped by the
 * shell already; home widgets are not (they render on the first paint, which carries no antd), so a widget renders
 * its antd parts (a modal, a form) inside this boundary, from a module it imports lazily. Without a shell
 * (tests, the standalone harness, which provide antd themselves) it renders `children` as they are.
 * The boundary's antd `App` holder unmounts with it: a message meant to outlive the boundary (a modal that closes on
 * success) goes through `useNotifier()`, whose antd message holder lives outside the React tree.
 */
export function AntdBoundary({ children, fallback = null }: AntdAreaProps) {
  const Area = antdArea;
  return Area ? <Area fallback={fallback}>{children}</Area> : <>{children}</>;
}
