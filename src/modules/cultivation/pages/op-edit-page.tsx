import { Button, Card, Dialog } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { useState } from 'react';
import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { CRITERION_KINDS, CULTIVATION_METRICS, deleteTier, tierEditor, type CultivationTier } from '../api';
import { OP_CULTIVATION } from '../paths';
import { passText, ruleText } from '../parts/rules';
import { criteriaInput, CriterionPopup, saveWith, TierPopup } from '../parts/tier-editor';
import styles from '../parts/cultivation.module.css';

type Editing = { tier: CultivationTier | 'new' } | { tier: CultivationTier; criterion: number | 'new' };

const removeCriterion = (tier: CultivationTier, index: number) =>
  void Dialog.confirm({ title: '删除条件', content: `确定删除${quoted(CULTIVATION_METRICS[tier.criteria[index]?.metric ?? 'revenue'].label)}这一条件吗？`, confirmText: '删除' }).then((ok) =>
    ok ? saveWith(tier, criteriaInput(tier).filter((_, i) => i !== index)).catch(() => undefined) : undefined,
  );
const removeTier = (tier: CultivationTier) =>
  void Dialog.confirm({ title: '删除梯度', content: `确定删除${quoted(tier.name)}吗？培育库中仍以它为目标的企业时不能删除。`, confirmText: '删除' }).then((ok) => (ok ? deleteTier(tier.id).catch(() => undefined) : undefined));

/** /op/cultivation/edit: the park's tiers and their criteria — the ladder every enterprise is evaluated on. */
export default function OpEditPage() {
  const state = tierEditor.useQuery({});
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <PageFrame title="梯度与评价标准" backTo={OP_CULTIVATION} right={<Button size="mini" color="primary" onClick={() => setEditing({ tier: 'new' })}>新增梯度</Button>}>
      <Loaded state={state}>
        {({ list }) => (
          <>
            {list.length === 0 ? <Empty title="尚未设置培育梯度" description="新增第一个梯度，例如创新型中小企业" /> : null}
            {list.map((tier) => (
              <Card key={tier.id} className={styles.block} title={`第${String(tier.level)}级 · ${tier.name}`}>
                <p className={styles.text}>{passText(tier)}</p>
                <DataTable
                  caption={`${tier.name}评价条件（${String(tier.criteria.length)}项）`}
                  rows={tier.criteria.map((c, index) => ({ c, index }))}
                  rowKey={(r) => r.c.id}
                  columns={[
                    { key: 'grouping', title: '分组', render: (r) => r.c.grouping },
                    { key: 'metric', title: '指标', strong: true, render: (r) => CULTIVATION_METRICS[r.c.metric].label },
                    { key: 'rule', title: '标准', render: (r) => ruleText(r.c) },
                    { key: 'kind', title: '类型', render: (r) => CRITERION_KINDS[r.c.kind] },
                    {
                      key: 'ops',
                      title: '操作',
                      render: (r) => (
                        <>
                          <Button size="mini" fill="none" color="primary" onClick={() => setEditing({ tier, criterion: r.index })}>编辑</Button>
                          <Button size="mini" fill="none" color="danger" onClick={() => removeCriterion(tier, r.index)}>删除</Button>
                        </>
                      ),
                    },
                  ]}
                />
                <div className={styles.links}>
                  <Button size="small" color="primary" fill="outline" onClick={() => setEditing({ tier, criterion: 'new' })}>新增条件</Button>
                  <Button size="small" fill="outline" onClick={() => setEditing({ tier })}>编辑梯度</Button>
                  <Button size="small" color="danger" fill="outline" onClick={() => removeTier(tier)}>删除梯度</Button>
                </div>
              </Card>
            ))}
            {editing && 'criterion' in editing ? (
              <CriterionPopup tier={editing.tier} index={editing.criterion} onClose={() => setEditing(null)} />
            ) : editing ? (
              <TierPopup tier={editing.tier} nextLevel={Math.max(0, ...list.map((t) => t.level)) + 1} onClose={() => setEditing(null)} />
            ) : null}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
