import { Button, Dialog, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { PROFILE_FIELDS, type QuotaItem, type QuotaTypeItem } from '@common/policy';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { deleteQuota, quotasOfType, setQuotaIndex, setQuotaState } from '../admin-api';
import { OptionsPopup } from './options-popup';
import styles from './policy.module.css';
import { QuotaPopup } from './quota-popups';
import { moveWrites } from './reorder';
import { quoted } from '@common/quoted';

type Editing = { kind: 'quota'; quota?: QuotaItem } | { kind: 'options'; quota: QuotaItem };

function QuotaCard({ quota, first, last, onMove, onEdit, onOptions }: {
  quota: QuotaItem;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onOptions: () => void;
}) {
  const [switching, setSwitching] = useState(false);
  const remove = async () => {
    if (quota.usedBy > 0) {
      await Dialog.alert({ content: `指标${quoted(quota.name)}已被 ${quota.usedBy} 个申报条件使用，请先在申报事项配置中移除后再删除。`, confirmText: '知道了' });
      return;
    }
    const ok = await Dialog.confirm({ title: '删除指标', content: `确定删除指标${quoted(quota.name)}吗？其选项和企业作答将一并删除。`, confirmText: '删除', cancelText: '取消' });
    if (ok) await deleteQuota(quota.id).catch(() => undefined);
  };
  return (
    <article className={styles.quotaCard} aria-label={quota.name}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {quota.name} <Tag fill="outline">{quota.kindLabel}</Tag>
          {quota.isQuestion ? null : <Tag fill="outline" color="default">不提问</Tag>}
        </h3>
        <Switch
          checked={quota.state === 'ENABLE'}
          loading={switching}
          aria-label={`启用${quota.name}`}
          onChange={async (on) => {
            setSwitching(true);
            await setQuotaState({ id: quota.id, state: on ? 'ENABLE' : 'DISABLE' }).catch(() => undefined);
            setSwitching(false);
          }}
        />
      </div>
      <dl className={styles.facts}>
        {quota.question ? (
          <>
            <dt>问题</dt>
            <dd>{quota.question}</dd>
          </>
        ) : null}
        {quota.kind === 'NUMBER' ? (
          <>
            <dt>单位</dt>
            <dd>{quota.unit || '—'}</dd>
          </>
        ) : (
          <>
            <dt>选项</dt>
            <dd>{quota.options.map((o) => o.label).join('、') || '—'}</dd>
          </>
        )}
        <dt>企业信息</dt>
        <dd>{quota.profileField ? PROFILE_FIELDS[quota.profileField].label : '不关联'}</dd>
        <dt>被引用</dt>
        <dd>{quota.usedBy} 个条件</dd>
      </dl>
      <div className={styles.buttonRow}>
        <Button size="mini" disabled={first} onClick={() => onMove(-1)} aria-label={`上移${quota.name}`}>
          上移
        </Button>
        <Button size="mini" disabled={last} onClick={() => onMove(1)} aria-label={`下移${quota.name}`}>
          下移
        </Button>
        <Button size="mini" onClick={onEdit}>
          编辑
        </Button>
        {quota.kind === 'NUMBER' ? null : (
          <Button size="mini" onClick={onOptions}>
            选项
          </Button>
        )}
        <Button size="mini" color="danger" fill="outline" onClick={() => void remove()}>
          删除
        </Button>
      </div>
    </article>
  );
}

/** The quotas of one type, in order, with their state, options and the ways to change them. */
export function QuotaList({ type, types }: { type: QuotaTypeItem; types: QuotaTypeItem[] }) {
  const quotas = quotasOfType.useQuery(type.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = quotas.data ?? [];
  const move = async (id: number, direction: -1 | 1) => {
    for (const write of moveWrites(list, id, direction)) await setQuotaIndex(write);
  };
  return (
    <section aria-label={`${type.name}的指标`} className={styles.quotaList}>
      <Loaded state={quotas} skeleton={{ count: 2 }} notFoundText="该指标类型不存在或已被删除">
        {(loaded) =>
          loaded.length ? (
            loaded.map((q, i) => (
              <QuotaCard
                key={q.id}
                quota={q}
                first={i === 0}
                last={i === loaded.length - 1}
                onMove={(d) => void move(q.id, d).catch(() => undefined)}
                onEdit={() => setEditing({ kind: 'quota', quota: q })}
                onOptions={() => setEditing({ kind: 'options', quota: q })}
              />
            ))
          ) : (
            <Empty title="该类型下暂无指标" />
          )
        }
      </Loaded>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => setEditing({ kind: 'quota' })}>
          + 新增指标
        </Button>
      </div>
      {editing?.kind === 'quota' ? <QuotaPopup types={types} typeId={type.id} quota={editing.quota} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'options' ? <OptionsPopup quota={list.find((q) => q.id === editing.quota.id) ?? editing.quota} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
