import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import EmailEditor, { type EditorRef } from 'react-email-editor';
import { COMPOSER_TEXTS } from '../texts';
import { useExternalScript } from './useExternalScript';

/** The designer's embed script; the same url react-email-editor looks for, so it reuses our tag. */
export const DESIGNER_SCRIPT_URL = 'https://editor.unlayer.com/embed.js?2';

const designerLoaded = () => typeof (globalThis as { unlayer?: unknown }).unlayer !== 'undefined';

export interface DesignExport {
  design: unknown;
  html: string;
}

export interface EmailDesignerHandle {
  /** the current design and its HTML; rejects when the designer is not there */
  exportHtml(): Promise<DesignExport>;
  loadDesign(design: unknown): void;
}

export interface EmailDesignerProps {
  ref?: Ref<EmailDesignerHandle>;
  /** design to show once the designer is ready */
  initialDesign?: unknown;
  onStatusChange?: (ready: boolean) => void;
  minHeight?: number;
}

/**
 * The embedded email designer (react-email-editor). Its code comes from the network: when that script cannot
 * load (offline, blocked), the page says so with a retry and every other field keeps working.
 */
export function EmailDesigner({ ref, initialDesign, onStatusChange, minHeight = 560 }: EmailDesignerProps) {
  const { status, retry } = useExternalScript(DESIGNER_SCRIPT_URL, designerLoaded);
  const editorRef = useRef<EditorRef>(null);
  const readyRef = useRef(false);
  const pendingDesign = useRef<unknown>(initialDesign);

  useImperativeHandle(
    ref,
    () => ({
      exportHtml: () =>
        new Promise<DesignExport>((resolve, reject) => {
          const editor = editorRef.current?.editor;
          if (!editor || !readyRef.current) {
            reject(new Error(COMPOSER_TEXTS.designerUnavailable));
            return;
          }
          try {
            editor.exportHtml((data: { design: unknown; html: string }) => resolve({ design: data.design, html: data.html }));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }),
      loadDesign: (design: unknown) => {
        pendingDesign.current = design;
        const editor = editorRef.current?.editor;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the designer's own design type
        if (editor && readyRef.current && design) editor.loadDesign(design as any);
      },
    }),
    [],
  );

  useEffect(() => {
    if (status !== 'ready') {
      readyRef.current = false;
      onStatusChange?.(false);
    }
  }, [status, onStatusChange]);

  if (status === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="designer-unavailable"
        title={COMPOSER_TEXTS.designerUnavailable}
        description={COMPOSER_TEXTS.designerUnavailableDetail}
        action={
          <Button size="small" onClick={retry}>
            {COMPOSER_TEXTS.designerRetry}
          </Button>
        }
      />
    );
  }
  if (status === 'loading') {
    return (
      <div aria-busy="true" aria-label={COMPOSER_TEXTS.designerLoading} data-testid="designer-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  return (
    <EmailEditor
      ref={editorRef}
      minHeight={minHeight}
      scriptUrl={DESIGNER_SCRIPT_URL}
      onReady={(editor) => {
        readyRef.current = true;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the designer's own design type
        if (pendingDesign.current) editor.loadDesign(pendingDesign.current as any);
        onStatusChange?.(true);
      }}
    />
  );
}
