import { quoted } from '@common/quoted';
import { Button, Dialog } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import styles from './record-actions.module.css';

/*
 * What a managed list does with its records: the buttons on a record's card or row, 新增 in the
 * bar, the editor popup open on a new or an existing record, and the confirmation before 删除.
 */

export interface RecordAction {
  text: string;
  onClick: () => void;
  /** `primary` for the record's main action (使用, 回复), `danger` for 删除; plain otherwise. */
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}

/** A record's buttons, as a group named `${label} 的操作`; false/null entries are left out. */
export function RecordActions({ label, actions }: { label: string; actions: (RecordAction | false | null)[] }) {
  return (
    <div className={styles.actions} role="group" aria-label={`${label} 的操作`}>
      {actions
        .filter((action): action is RecordAction => !!action)
        .map((action) => (
          <Button
            key={action.text}
            size="mini"
            color={action.tone ?? 'default'}
            fill={action.tone === 'danger' ? 'outline' : 'solid'}
            disabled={action.disabled ?? false}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        ))}
    </div>
  );
}

/** 编辑 and 删除: the two steps most managed records offer. */
export const editAndDelete = (onEdit: () => void, onDelete: () => void): RecordAction[] => [
  { text: '编辑', onClick: onEdit },
  { text: '删除', tone: 'danger', onClick: onDelete },
];

/** 新增… in a list's or a page's bar. */
export function AddButton({ text, onClick, disabled = false }: { text: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button size="small" color="primary" fill="none" disabled={disabled} onClick={onClick}>
      {text}
    </Button>
  );
}

/** Which record a screen's editor popup is open on: none, a new one (`add`) or one of the list's (`edit`). */
export function useEditing<T>() {
  const [open, setOpen] = useState<{ item?: T } | null>(null);
  const close = () => setOpen(null);
  return {
    add: () => setOpen({}),
    edit: (item: T) => setOpen({ item }),
    close,
    /** The editor while it is open, drawn for its record (undefined for a new one). */
    popup: (draw: (item: T | undefined, close: () => void) => ReactNode) => (open ? draw(open.item, close) : null),
  };
}

/**
 * Asks 确定删除{what}{quoted(name)}吗？{note}删除后不可恢复。 and deletes on 删除; the dialog stays (and the
 * server's message shows) when the deletion fails.
 */
export function confirmDelete({ title, what = '', name, note = '', remove }: { title: string; what?: string; name: string; note?: string; remove: () => Promise<unknown> }) {
  void Dialog.confirm({
    title,
    content: `确定删除${what}${quoted(name)}吗？${note}删除后不可恢复。`,
    confirmText: '删除',
    onConfirm: () => remove().then(() => undefined),
  });
}
