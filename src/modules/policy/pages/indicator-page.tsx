import { Button, CapsuleTabs, Card, Dialog, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QuotaTypeItem } from '@common/policy';
import { PageFrame } from '@/ui/page-frame';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { deleteQuotaType, quotaTypes, setQuotaTypeIndex, setQuotaTypeState } from '../admin-api';
import styles from '../parts/policy.module.css';
import { QuotaList } from '../parts/quota-list';
import { QuotaTypePopup } from '../parts/quota-popups';
import { moveWrites } from '../parts/reorder';
import { OP_INDEX } from '../paths';
import { quoted } from '@common/quoted';

function TypeBar({ type, types, onEdit }: { type: QuotaTypeItem; types: QuotaTypeItem[]; onEdit: () => void }) {
  const [switching, setSwitching] = useState(false);
  const at = types.findIndex((t) => t.id === type.id);
  const move = async (direction: -1 | 1) => {
    for (const write of moveWrites(types, type.id, direction)) await setQuotaTypeIndex(write);
  };
  const remove = async () => {
    if (type.quotaCount > 0) {
      await Dialog.alert({ content: `${quoted(type.name)}下还有 ${type.quotaCount} 个指标，请先删除或移走这些指标。`, confirmText: '知道了' });
      return;
    }
    const ok = await Dialog.confirm({ title: '删除指标类型', content: `确定删除指标类型${quoted(type.name)}吗？`, confirmText: '删除', cancelText: '取消' });
    if (ok) await deleteQuotaType(type.id).catch(() => undefined);
  };
  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.title}>
          {type.name}（{type.quotaCount} 个指标）
        </h2>
        <label className={styles.switchLabel}>
          启用
          <Switch
            checked={type.state === 'ENABLE'}
            loading={switching}
            aria-label={`启用指标类型${type.name}`}
            onChange={async (on) => {
              setSwitching(true);
              await setQuotaTypeState({ id: type.id, state: on ? 'ENABLE' : 'DISABLE' }).catch(() => undefined);
              setSwitching(false);
            }}
          />
        </label>
      </div>
      <p className={styles.muted}>停用的类型及其指标不出现在问卷中，也不参与匹配。</p>
      <div className={styles.buttonRow}>
        <Button size="mini" disabled={at <= 0} onClick={() => void move(-1).catch(() => undefined)}>
          类型上移
        </Button>
        <Button size="mini" disabled={at >= types.length - 1} onClick={() => void move(1).catch(() => undefined)}>
          类型下移
        </Button>
        <Button size="mini" onClick={onEdit}>
          重命名
        </Button>
        <Button size="mini" color="danger" fill="outline" onClick={() => void remove()}>
          删除类型
        </Button>
      </div>
    </Card>
  );
}

/** The type tabs, the chosen type's bar and its quotas (?type= keeps the choice). */
function Types({ list, onEdit }: { list: QuotaTypeItem[]; onEdit: (type: QuotaTypeItem) => void }) {
  const [search, setSearch] = useSearchParams();
  const selected = list.find((t) => String(t.id) === search.get('type')) ?? list[0];
  if (!selected) return <Empty title="还没有指标类型" description="先新增指标类型（如 企业资质、经营指标），再在类型下添加指标" />;
  return (
    <>
      <nav aria-label="指标类型">
        <CapsuleTabs activeKey={String(selected.id)} onChange={(key) => setSearch({ type: key }, { replace: true })}>
          {list.map((t) => (
            <CapsuleTabs.Tab key={String(t.id)} title={`${t.name}${t.state === 'DISABLE' ? '（停用）' : ''}`} />
          ))}
        </CapsuleTabs>
      </nav>
      <TypeBar type={selected} types={list} onEdit={() => onEdit(selected)} />
      <QuotaList key={selected.id} type={selected} types={list} />
    </>
  );
}

/** /op/policy/indicator: quota types and their quotas (指标) — CRUD, state, order, options. */
export default function IndicatorPage() {
  const types = quotaTypes.useQuery({});
  const [editing, setEditing] = useState<QuotaTypeItem | 'new' | null>(null);

  return (
    <PageFrame
      title="指标管理"
      backTo={OP_INDEX}
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => setEditing('new')}>
          新增类型
        </Button>
      }
    >
      <Loaded state={types} skeleton={{ count: 3 }}>
        {(list) => <Types list={list} onEdit={setEditing} />}
      </Loaded>
      {editing ? <QuotaTypePopup type={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
}
