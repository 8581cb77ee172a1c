import { Button } from 'antd-mobile';
import { useState } from 'react';
import { SERVICE_LIMITS } from '@common/service/rules';
import type { DetailSection } from '@/ui/detail-page';
import { FormPopup } from '@/ui/form-popup';
import { rateApply, stepApply, type ApplyDetail } from '../api';
import { CaseActions, CaseTrail } from './case-view';
import { OrgLink } from './org-link';
import styles from './service.module.css';

/** One application as every side reads it: what was asked, of whom, what came of it. */
export const APPLY_SECTIONS: DetailSection<ApplyDetail>[] = [
  {
    title: '申请信息',
    fields: [
      { label: '状态', value: 'statusLabel' },
      { label: '服务机构', value: 'providerName' },
      { label: '服务类别', value: 'category' },
      { label: '申请企业', value: 'orgName', format: (_, a) => <OrgLink id={a.orgId} name={a.orgName} /> },
      { label: '联系人', value: (a) => `${a.contactName} ${a.contactPhone}` },
      { label: '需求说明', value: 'content' },
      { label: '申请时间', value: 'createdAt', format: 'datetime' },
    ],
  },
  {
    title: '服务结果',
    hidden: (a) => a.status !== 'PASS',
    fields: [
      { label: '服务结果', value: 'outcome' },
      { label: '满意度', value: (a) => (a.rating === null ? '待评价' : `${'★'.repeat(a.rating)}（${String(a.rating)} 星）`) },
      { label: '评价', value: 'comment', hidden: (a) => !a.comment },
    ],
  },
];

export const applyHeading = { title: 'productTitle' as const, subtitle: (a: ApplyDetail) => `${a.providerName} · ${a.statusLabel}` };

type RateValues = { rating: string; comment?: string };
const STARS = [5, 4, 3, 2, 1].map((n) => ({ label: `${'★'.repeat(n)} ${['', '很不满意', '不满意', '一般', '满意', '非常满意'][n]!}`, value: String(n) }));

/** The enterprise rates a finished service once. */
function RateButton({ id, refresh }: { id: number; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.buttons}>
        <Button color="primary" onClick={() => setOpen(true)}>
          评价服务
        </Button>
      </div>
      <FormPopup<RateValues>
        title="评价服务"
        visible={open}
        onClose={() => setOpen(false)}
        fields={[
          { name: 'rating', label: '满意度', type: 'select', required: true, options: STARS },
          { name: 'comment', label: '评价', type: 'textarea', max: SERVICE_LIMITS.commentMax, placeholder: '说说服务的效果和体验（可选）' },
        ]}
        initialValues={{ rating: '5' }}
        submitText="提交评价"
        onSubmit={async (v) => {
          await rateApply({ id, rating: Number(v.rating), comment: v.comment ?? '' });
          await refresh();
        }}
      />
    </>
  );
}

/** The bottom of an application's screen: the handler's steps, or the enterprise's rating. */
export function ApplyFooter({ apply, refresh }: { apply: ApplyDetail; refresh: () => Promise<unknown> }) {
  if (apply.canRate) return <RateButton id={apply.id} refresh={refresh} />;
  return (
    <CaseActions
      kind="APPLY"
      steps={apply.steps}
      run={async (step, note) => {
        await stepApply({ id: apply.id, step, ...(note ? { note } : {}) });
        await refresh();
      }}
    />
  );
}

export function ApplyTrail({ apply }: { apply: ApplyDetail }) {
  return <CaseTrail trail={apply.trail} />;
}
