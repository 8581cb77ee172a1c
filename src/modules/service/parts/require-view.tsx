import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_LIMITS as L } from '@common/service/rules';
import { useSession } from '@/core/use-session';
import { DetailPage, type DetailSection } from '@/ui/detail-page';
import { formatDate } from '@/ui/format';
import { FormPopup } from '@/ui/form-popup';
import { Empty } from '@/ui/states';
import { answerRequire, pickAnswer, requireDetail, stepRequire, type RequireDetail } from '../api';
import { CaseActions, CaseTrail } from './case-view';
import { yuan } from './money';
import { OrgLink } from './org-link';
import { Panel } from './panel';
import styles from './service.module.css';


export const REQUIRE_SECTIONS: DetailSection<RequireDetail>[] = [
  {
    title: '需求信息',
    fields: [
      { label: '状态', value: 'statusLabel' },
      { label: '服务类别', value: 'category' },
      { label: '发布企业', value: 'orgName', format: (_, q) => <OrgLink id={q.orgId} name={q.orgName} chosenId={q.assignedId} /> },
      { label: '预算', value: (q) => yuan(q.budget) },
      { label: '期望完成', value: (q) => q.deadline || '不限' },
      { label: '联系人', value: (q) => `${q.contactName} ${q.contactPhone}`, hidden: (q) => !q.contactPhone },
      { label: '需求描述', value: 'content' },
      { label: '选定机构', value: 'assignedName', hidden: (q) => !q.assignedName },
      { label: '结果', value: 'outcome', hidden: (q) => !q.outcome },
      { label: '发布时间', value: 'createdAt', format: 'datetime' },
    ],
  },
];

type AnswerValues = { plan: string; quote?: number; period?: string; contactName: string; contactPhone: string };

/** A service organisation answers (or revises its answer to) an open requirement. */
function AnswerButton({ q, refresh }: { q: RequireDetail; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const user = useSession();
  const mine = q.answerList[0];
  return (
    <>
      <div className={styles.buttons}>
        <Button color="primary" onClick={() => setOpen(true)}>
          {mine ? '修改应答' : '应答需求'}
        </Button>
      </div>
      <FormPopup<AnswerValues>
        title={mine ? '修改应答' : '应答需求'}
        visible={open}
        onClose={() => setOpen(false)}
        fields={[
          { name: 'plan', label: '服务方案', type: 'textarea', required: true, min: L.textMin, max: L.textMax, placeholder: '服务内容、交付成果、团队与进度安排' },
          { name: 'quote', label: '报价', type: 'number', min: 0, max: L.budgetMax, integer: true, unit: '元', placeholder: '不填为面议' },
          { name: 'period', label: '服务周期', type: 'text', max: 40, placeholder: '如“6 周”' },
          { name: 'contactName', label: '联系人', type: 'text', required: true, max: L.contactMax },
          { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
        ]}
        initialValues={
          mine
            ? { plan: mine.plan, ...(mine.quote === null ? {} : { quote: mine.quote }), period: mine.period, contactName: mine.contactName, contactPhone: mine.contactPhone }
            : { contactName: user?.name ?? '', contactPhone: user?.phone ?? '' }
        }
        submitText="提交应答"
        onSubmit={async (v) => {
          await answerRequire({ id: q.id, plan: v.plan, quote: v.quote ?? null, period: v.period ?? '', contactName: v.contactName, contactPhone: v.contactPhone });
          await refresh();
        }}
      />
    </>
  );
}

/** The organisations' answers: the enterprise and the park see all and choose one; an organisation its own. */
function Answers({ q, refresh }: { q: RequireDetail; refresh: () => Promise<unknown> }) {
  return (
    <Panel title={`机构应答（${String(q.answerList.length)}）`}>
      {q.answerList.length === 0 ? (
        <Empty title="暂无服务机构应答" />
      ) : (
        q.answerList.map((a) => (
          <div key={a.id} className={styles.comment} data-answer={a.providerName}>
            <div>
              <strong>{a.providerName}</strong>
              {a.picked ? '（已选定）' : ''}
            </div>
            <p className={styles.prose}>{a.plan}</p>
            <div className={styles.muted}>
              报价：{yuan(a.quote)} · 周期：{a.period || '—'} · {a.contactName} {a.contactPhone} · {formatDate(a.createdAt)}
            </div>
            {q.canPick && !a.picked && (
              <Button
                size="small"
                color="primary"
                fill="outline"
                aria-label={`选定 ${a.providerName}`}
                onClick={async () => {
                  await pickAnswer({ id: q.id, answerId: a.id });
                  await refresh();
                }}
              >
                选定该机构
              </Button>
            )}
          </div>
        ))
      )}
    </Panel>
  );
}

/** One requirement as every side reads it: its answers, its trail, and what the caller may do now. */
export function RequireScreen({ id, title, backTo, editPath }: { id?: string; title: string; backTo: string; editPath?: (id: number) => string }) {
  return (
    <DetailPage<RequireDetail>
      title={title}
      backTo={backTo}
      item={requireDetail}
      {...(id === undefined ? {} : { id })}
      heading={{ title: 'title', subtitle: (q) => `${q.orgName} · ${q.statusLabel}` }}
      sections={REQUIRE_SECTIONS}
      notFoundText="服务需求不存在"
      right={(q) => (editPath && q.canEdit ? <Link to={editPath(q.id)}>修改</Link> : null)}
      footer={(q, { refresh }) =>
        q.canAnswer ? (
          <AnswerButton q={q} refresh={refresh} />
        ) : (
          <CaseActions
            kind="REQUIRE"
            steps={q.steps}
            run={async (step, note) => {
              await stepRequire({ id: q.id, step, ...(note ? { note } : {}) });
              await refresh();
            }}
          />
        )
      }
    >
      {(q, { refresh }) => (
        <>
          <Answers q={q} refresh={refresh} />
          <CaseTrail trail={q.trail} />
        </>
      )}
    </DetailPage>
  );
}
