import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Dialog, Input } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-field';
import styles from './rich-text.module.css';

/** The tiptap editor behind RichTextField; import RichTextField, not this (it is the lazy chunk). */

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/)/i;

async function askLink(editor: Editor) {
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  let href = current || 'https://';
  const confirmed = await Dialog.confirm({
    title: '插入链接',
    content: (
      <Input
        defaultValue={href}
        placeholder="https://"
        aria-label="链接地址"
        inputMode="url"
        autoFocus
        clearable
        onChange={(value) => {
          href = value;
        }}
      />
    ),
    confirmText: '确定',
    cancelText: '取消',
  });
  if (!confirmed) return;
  const url = href.trim();
  const chain = editor.chain().focus().extendMarkRange('link');
  if (!url || url === 'https://') chain.unsetLink().run();
  else if (SAFE_LINK.test(url)) chain.setLink({ href: url }).run();
  else chain.setLink({ href: `https://${url}` }).run();
}

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onRun: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onRun, children }: ToolProps) {
  return (
    <button
      type="button"
      className={active ? `${styles.tool} ${styles.active}` : styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the selection in the editor while tapping the toolbar.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
    >
      {children}
    </button>
  );
}

export default function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入内容',
  disabled,
  'aria-label': label,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !disabled,
    // Its <style> element would break the page's CSP: the same rules are in rich-text.module.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label || '正文',
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current?.(current.isEmpty ? '' : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      empty: e.isEmpty,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  // A value set from outside (initial values arriving, a reset) replaces the document.
  useEffect(() => {
    // tiptap destroys an editor whose effects did not run in time (StrictMode, slow phones).
    if (editor.isDestroyed) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    if (value !== html) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div className={disabled ? `${styles.editor} ${styles.disabled}` : styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="格式">
        <Tool label="加粗" active={state.bold} disabled={disabled} onRun={run((c) => c.toggleBold())}>
          <b>B</b>
        </Tool>
        <Tool label="斜体" active={state.italic} disabled={disabled} onRun={run((c) => c.toggleItalic())}>
          <i>I</i>
        </Tool>
        <Tool
          label="标题"
          active={state.h2}
          disabled={disabled}
          onRun={run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </Tool>
        <Tool
          label="小标题"
          active={state.h3}
          disabled={disabled}
          onRun={run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </Tool>
        <Tool
          label="无序列表"
          active={state.bullet}
          disabled={disabled}
          onRun={run((c) => c.toggleBulletList())}
        >
          •≡
        </Tool>
        <Tool
          label="有序列表"
          active={state.ordered}
          disabled={disabled}
          onRun={run((c) => c.toggleOrderedList())}
        >
          1.≡
        </Tool>
        <Tool label="链接" active={state.link} disabled={disabled} onRun={() => void askLink(editor)}>
          🔗
        </Tool>
        <Tool label="撤销" disabled={disabled || !state.undo} onRun={run((c) => c.undo())}>
          ↶
        </Tool>
        <Tool label="重做" disabled={disabled || !state.redo} onRun={run((c) => c.redo())}>
          ↷
        </Tool>
      </div>
      <div className={styles.body}>
        {state.empty ? (
          <div className={styles.placeholder} aria-hidden>
            {placeholder}
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
