import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './hub.css';

export interface HubTabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange(key: K): void;
  /** the open tab's content (the others are not rendered) */
  children: ReactNode;
}

/**
 * The hub's tab bar: every label shown, wrapping onto a second line when the row is full (antd's bar hid the last
 * tabs of eight behind a "more" menu at 1280 px and scrolled them off at 390). WAI-ARIA tabs: arrow keys, Home, End.
 */
export function HubTabs<K extends string>({ label, tabs, active, onChange, children }: HubTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((t) => t.key === active);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    const key = tabs[to]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  }
  return (
    <div className="ann-hub-tabs">
      <div role="tablist" aria-label={label} className="ann-hub-tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`ann-hub-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls="ann-hub-panel"
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'ann-hub-tabs__tab ann-hub-tabs__tab--active' : 'ann-hub-tabs__tab'}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="ann-hub-panel" aria-labelledby={`ann-hub-tab-${active}`} className="ann-hub-tabs__panel">
        {children}
      </div>
    </div>
  );
}
