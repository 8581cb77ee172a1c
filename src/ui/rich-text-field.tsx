import { lazy, Suspense } from 'react';
import styles from './rich-text.module.css';

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Names the editing area for screen readers (the field's label). */
  'aria-label'?: string;
}

// tiptap (~100 KB gzip) is loaded only by screens that show an editor.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A rich text field (bold, italic, headings, lists, links, undo) whose value is HTML. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status">
          编辑器加载中……
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
