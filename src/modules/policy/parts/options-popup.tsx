import { Button, Dialog, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { POLICY_LIMITS as L, type QuotaItem, type QuotaOption } from '@common/policy';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { deleteQuotaOption, moveQuotaOption, quotaOptions, saveQuotaOption } from '../admin-api';
import styles from './policy.module.css';
import { moveWrites } from './reorder';
import { quoted } from '@common/quoted';

interface OptionValues {
  label: string;
}

/** The options of a choice quota: add, rename, reorder, delete (refused while a condition uses one). */
export function OptionsPopup({ quota, onClose }: { quota: QuotaItem; onClose: () => void }) {
  const options = quotaOptions.useQuery(quota.id);
  const [editing, setEditing] = useState<QuotaOption | 'new' | null>(null);
  const list = options.data ?? [];
  const taken = (label: string, id?: number) => list.some((o) => o.label === label && o.id !== id);
  const fields: FormField<OptionValues>[] = [
    {
      name: 'label',
      label: '选项',
      type: 'text',
      required: true,
      max: L.optionLabelMax,
      rules: [
        {
          validator: async (_r, v: unknown) => {
            if (typeof v === 'string' && taken(v.trim(), editing && editing !== 'new' ? editing.id : undefined)) throw new Error('该指标已有同名选项');
          },
        },
      ],
    },
  ];
  const move = async (id: number, direction: -1 | 1) => {
    for (const write of moveWrites(list, id, direction)) await moveQuotaOption({ quotaId: quota.id, id: write.id, label: list.find((o) => o.id === write.id)!.label, indexnumber: write.indexnumber });
  };
  const remove = async (option: QuotaOption) => {
    const ok = await Dialog.confirm({ title: '删除选项', content: `确定删除选项${quoted(option.label)}吗？`, confirmText: '删除', cancelText: '取消' });
    if (ok) await deleteQuotaOption(option.id).catch(() => undefined);
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{quoted(quota.name)}的选项</h2>
      <Loaded state={options} skeleton={{ count: 1 }} notFoundText="该指标不存在或已被删除">
        {(loaded) =>
          loaded.length ? (
            <List>
              {loaded.map((o, i) => (
                <List.Item
                  key={o.id}
                  extra={
                    <span className={styles.rowButtons}>
                      <Button size="mini" fill="none" disabled={i === 0} onClick={() => void move(o.id, -1).catch(() => undefined)} aria-label={`上移${o.label}`}>
                        ↑
                      </Button>
                      <Button size="mini" fill="none" disabled={i === loaded.length - 1} onClick={() => void move(o.id, 1).catch(() => undefined)} aria-label={`下移${o.label}`}>
                        ↓
                      </Button>
                      <Button size="mini" fill="none" color="primary" onClick={() => setEditing(o)} aria-label={`编辑${o.label}`}>
                        编辑
                      </Button>
                      <Button size="mini" fill="none" color="danger" onClick={() => void remove(o)} aria-label={`删除${o.label}`}>
                        删除
                      </Button>
                    </span>
                  }
                >
                  {o.label}
                </List.Item>
              ))}
            </List>
          ) : (
            <Empty title="暂无选项" />
          )
        }
      </Loaded>
      <div className={styles.actionsRow}>
        <Button block onClick={onClose}>
          完成
        </Button>
        <Button block color="primary" disabled={list.length >= L.optionsMax} onClick={() => setEditing('new')}>
          添加选项
        </Button>
      </div>
      {editing ? (
        <FormPopup<OptionValues>
          title={editing === 'new' ? '添加选项' : '编辑选项'}
          visible
          onClose={() => setEditing(null)}
          fields={fields}
          initialValues={editing === 'new' ? {} : { label: editing.label }}
          onSubmit={(v) =>
            saveQuotaOption(
              editing === 'new'
                ? { quotaId: quota.id, label: v.label.trim(), indexnumber: (list.at(-1)?.indexnumber ?? 0) + 10 }
                : { id: editing.id, quotaId: quota.id, label: v.label.trim(), indexnumber: editing.indexnumber },
            )
          }
        />
      ) : null}
    </Popup>
  );
}
