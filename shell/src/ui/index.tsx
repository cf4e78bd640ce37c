import { useEffect, useRef, type ReactNode } from 'react';
import { SvgIcon, UserOutlined } from '../Sidebar/icons';
import './ui.css';

/*
 * The few plain building blocks of the signed-in first paint (layout, header, home, loading and error states).
 * They look like their antd counterparts but import no antd: antd is loaded later, around remote areas only.
 */

export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={size === 'large' ? 'portal-spinner portal-spinner--large' : 'portal-spinner'} aria-hidden="true" />;
}

export function Avatar({ size, src, className }: { size: number; src?: string | null; className?: string }) {
  return (
    <span className={className ? `portal-avatar ${className}` : 'portal-avatar'} style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? <img src={src} alt="" /> : <SvgIcon icon={UserOutlined} />}
    </span>
  );
}

export interface ResultProps {
  status: '403' | '404' | 'warning';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

const STATUS_MARK: Record<ResultProps['status'], string> = { '403': '403', '404': '404', warning: '!' };

/** A full message (not found, not allowed, failed) with its actions. */
export function Result({ status, title, subTitle, extra, children }: ResultProps) {
  return (
    <div className={`portal-result portal-result--${status === 'warning' ? 'warning' : 'info'}`}>
      <div className="portal-result__mark" aria-hidden="true">
        {STATUS_MARK[status]}
      </div>
      <div className="portal-result__title">{title}</div>
      {subTitle && <div className="portal-result__subtitle">{subTitle}</div>}
      {extra && <div className="portal-result__extra">{extra}</div>}
      {children && <div className="portal-result__content">{children}</div>}
    </div>
  );
}

/** Side panel (the narrow menu): a modal dialog that closes on Escape, on the mask, or with its close button. */
export function SidePanel({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="portal-side-panel">
      <div className="portal-side-panel__mask" onClick={onClose} />
      <div ref={panel} className="portal-side-panel__panel" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className="portal-side-panel__header">
          <span className="portal-side-panel__title">{title}</span>
          <button type="button" className="portal-button portal-button--text" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="portal-side-panel__body">{children}</div>
      </div>
    </div>
  );
}
