import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextEditorProps {
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  /** accessible name of the editing area */
  label: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
}

interface ToolButtonProps {
  label: string;
  text: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function ToolButton({ label, text, active, disabled, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      // the visible text first, then what it does (WCAG 2.5.3: the name holds the label one sees, "H2 Heading")
      aria-label={label.toLowerCase().startsWith(text.toLowerCase()) ? label : `${text} ${label}`}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault() /* keep the editor's selection */}
      onClick={onClick}
      style={{
        minWidth: 32,
        height: 30,
        padding: '0 8px',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: active ? '#e6f4ff' : '#fff',
        color: active ? '#0958d9' : 'inherit',
        cursor: disabled ? 'not-allowed' : 'pointer',
        font: 'inherit',
      }}
    >
      {text}
    </button>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  function handleLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt('Link address (https://…)', previous);
    if (url === null) return;
    if (url.trim() === '' || url.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }

  return (
    <div role="toolbar" aria-label="Formatting" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, padding: 6, borderBottom: '1px solid #f0f0f0' }}>
      <ToolButton label="Bold" text="B" active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" text="I" active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label="Underline" text="U" active={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton label="Heading" text="H2" active={state.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton label="Subheading" text="H3" active={state.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton label="Bulleted list" text="•" active={state.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label="Numbered list" text="1." active={state.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label="Link" text="Link" active={state.link} disabled={disabled} onClick={handleLink} />
      <ToolButton label="Undo" text="↶" disabled={disabled} onClick={() => chain().undo().run()} />
      <ToolButton label="Redo" text="↷" disabled={disabled} onClick={() => chain().redo().run()} />
    </div>
  );
}

/**
 * The default rich-text editor (TipTap / ProseMirror, bundled: works offline). Controlled by HTML:
 * an outside change of `value` (a reset, a loaded draft) replaces the content without echoing back.
 */
export function RichTextEditor({ value, onChange, label, id, disabled, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        style: 'min-height: 180px; padding: 8px 12px; outline: none;',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div style={{ border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 8, background: disabled ? '#f5f5f5' : '#fff' }} data-testid="rich-text-editor">
      {editor && <Toolbar editor={editor} disabled={disabled} />}
      <EditorContent editor={editor} />
    </div>
  );
}
