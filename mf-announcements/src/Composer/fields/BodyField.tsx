import { lazy, Suspense, useId, type Ref } from 'react';
import { Flex, Radio, Skeleton } from 'antd';
import { RichTextEditor } from '../../Editor/RichTextEditor';
import type { EmailDesignerHandle } from '../../Editor/EmailDesigner';
import { COMPOSER_TEXTS } from '../../texts';
import { FieldMessage } from './CommonFields';

// The designer wrapper (and react-email-editor) is only downloaded when someone picks it.
const EmailDesigner = lazy(() => import('../../Editor/EmailDesigner').then((m) => ({ default: m.EmailDesigner })));

export type EditorType = 'default' | 'email';

export interface BodyFieldProps {
  editorType: EditorType;
  /** omitted: the form has no editor choice (default editor only) */
  onEditorTypeChange?: (type: EditorType) => void;
  value: string;
  onChange: (html: string) => void;
  designerRef: Ref<EmailDesignerHandle>;
  error?: string | null;
  disabled?: boolean;
}

/** The message body: the default rich editor (offline) or, where offered, the email designer. */
export function BodyField({ editorType, onEditorTypeChange, value, onChange, designerRef, error, disabled }: BodyFieldProps) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      {onEditorTypeChange && (
        <Flex vertical gap={4}>
          <span id={`${id}-type`} style={{ fontWeight: 500 }}>
            {COMPOSER_TEXTS.editorType}
          </span>
          <Radio.Group
            aria-labelledby={`${id}-type`}
            value={editorType}
            disabled={disabled}
            onChange={(e) => onEditorTypeChange(e.target.value as EditorType)}
            options={[
              { value: 'default', label: COMPOSER_TEXTS.editorDefault },
              { value: 'email', label: COMPOSER_TEXTS.editorEmail },
            ]}
          />
        </Flex>
      )}
      <span id={`${id}-label`} style={{ fontWeight: 500 }}>
        {COMPOSER_TEXTS.body}
      </span>
      {editorType === 'default' ? (
        <RichTextEditor label={COMPOSER_TEXTS.body} value={value} onChange={onChange} disabled={disabled} invalid={Boolean(error)} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <EmailDesigner ref={designerRef} />
        </Suspense>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </Flex>
  );
}
