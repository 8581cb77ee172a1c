import { useState } from 'react';
import { Button } from 'antd-mobile';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { institutions } from '../../api';
import styles from '../../parts/finance.module.css';
import { ADDITIVE_CRITERIA, adjust, adjustments, ASSESS_CRITERIA, ASSESS_LIMITS, type AssessAdjustment, type AssessRound } from '../api';
import { useChosenRound } from '../parts/round-picker';
import { OP_ASSESS_MANAGE } from '../paths';

type Values = { institutionId: string; criterion: (typeof ADDITIVE_CRITERIA)[number]; delta: number; reason: string };

const CARD: CardSpec<AssessAdjustment> = {
  title: 'institutionName',
  subtitle: (a) => `${a.criterionLabel} ${a.delta > 0 ? '+' : ''}${String(a.delta)} ${ASSESS_CRITERIA[a.criterion].unit}`,
  meta: [
    { label: '原因', value: 'reason' },
    { label: '经办人', value: 'actorName' },
    { label: '时间', value: 'at', format: 'datetime' },
  ],
  table: { titleLabel: '银行', subtitleLabel: '补录修正' },
};

function AddForm({ round, onClose }: { round: AssessRound; onClose: () => void }) {
  const banks = institutions.useQuery({});
  const fields: FormField<Values>[] = [
    { name: 'institutionId', label: '银行', type: 'select', required: true, options: (banks.data ?? []).filter((b) => b.kind === '银行').map((b) => ({ label: b.name, value: String(b.id) })) },
    {
      name: 'criterion',
      label: '考核指标',
      type: 'select',
      required: true,
      options: round.criteria.filter((c) => (ADDITIVE_CRITERIA as readonly string[]).includes(c.key)).map((c) => ({ label: c.label, value: c.key })),
    },
    { name: 'delta', label: '补录数值', type: 'number', required: true, integer: true, min: -ASSESS_LIMITS.deltaMax, max: ASSESS_LIMITS.deltaMax, help: '线下放款等补录填正数，更正多计的填负数' },
    { name: 'reason', label: '原因', type: 'textarea', required: true, min: ASSESS_LIMITS.reasonMin, max: ASSESS_LIMITS.reasonMax },
  ];
  return (
    <FormPopup<Values>
      title="补录或修正"
      visible
      onClose={onClose}
      fields={fields}
      onSubmit={(v) => adjust({ roundId: round.id, institutionId: Number(v.institutionId), criterion: v.criterion, delta: Number(v.delta), reason: v.reason })}
    />
  );
}

function AddBar({ round }: { round: AssessRound }) {
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.actions}>
      {round.status === 'OPEN' ? (
        <Button size="small" color="primary" onClick={() => setAdding(true)}>
          补录或修正
        </Button>
      ) : (
        <span className={styles.hint}>该考核已定稿，不能再补录</span>
      )}
      {adding && <AddForm round={round} onClose={() => setAdding(false)} />}
    </div>
  );
}

const TITLE = '考核数据补录';

/** /op/bankAddResult: manual additions (a loan granted off the platform) and corrections to a round's figures, with who, when and why. */
export default function AssessAddPage() {
  const chosen = useChosenRound();
  if (!chosen.round) {
    return (
      <PageFrame title={TITLE} backTo={OP_ASSESS_MANAGE}>
        {chosen.fallback}
      </PageFrame>
    );
  }
  return (
    <ListPage<AssessAdjustment, { roundId?: string }>
      title={TITLE}
      backTo={OP_ASSESS_MANAGE}
      list={adjustments}
      fixed={{ roundId: String(chosen.round.id) }}
      header={
        <>
          {chosen.tabs}
          <AddBar round={chosen.round} />
        </>
      }
      card={CARD}
      emptyText="暂无补录或修正：考核数据均由贷款记录计算"
    />
  );
}
