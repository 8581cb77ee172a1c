import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { useDraft } from '@/ui/use-draft';
import {
  FILL_PHASE,
  FILL_PHASES,
  myRounds,
  mySubmission,
  saveMine,
  submitMine,
  type FillMineItem,
  type MineQuery,
} from '../api';
import { auditDetailPath, FILL_MINE, myFillPath, positiveId } from '../paths';
import { FillForm, serverOrSnapshot, type FillDraft } from '../parts/form';
import { FillStateTag, SubmissionHeading } from '../parts/heading';
import { FillNotCertified } from '../parts/not-certified';
import { INTEGRAL_PORTRAIT } from '../../public-paths';
import styles from '../parts/fill.module.css';

const TITLE = '创新积分填报';
const PHASE_TABS = [
  { label: '全部', value: '' },
  ...FILL_PHASES.map((p) => ({ label: FILL_PHASE[p], value: p })),
];

/** The draft key of my submission in a round (one per person, park and round). */
export const fillDraftKey = (roundId: number) => `integral:fill:${String(roundId)}`;

function cardFor(orgId: number | null): CardSpec<FillMineItem> {
  return {
    title: 'name',
    subtitle: (r) => `${String(r.year)}年度数据 · ${r.startDate} 至 ${r.endDate}`,
    tags: (r) => [r.phaseLabel, r.backCount > 0 && `${String(r.backCount)}项被退回`, r.editable && '可填写'],
    meta: [
      { label: '填报项', value: (r) => `${String(r.fieldCount)}项` },
      { label: '提交时间', value: 'submittedAt', format: 'datetime' },
      { label: '审核时间', value: 'auditedAt', format: 'datetime' },
    ],
    extra: (r) => (
      <span className={styles.actions}>
        <FillStateTag state={r.state} />
        {orgId && r.submittedAt ? (
          <Link to={auditDetailPath(r.id, orgId)} onClick={(e) => e.stopPropagation()}>
            审核结果
          </Link>
        ) : null}
      </span>
    ),
  };
}

/** My organisation's rounds, 填报中 first. */
function MyRounds() {
  const orgId = useSession()?.orgId ?? null;
  const card = useMemo(() => cardFor(orgId), [orgId]);
  return (
    <ListPage<FillMineItem, MineQuery>
      title={TITLE}
      backTo={INTEGRAL_PORTRAIT}
      list={myRounds}
      tabs={{ field: 'phase', options: PHASE_TABS }}
      card={card}
      itemPath={(r) => myFillPath(r.id)}
      emptyText="暂无需要填报的批次"
    />
  );
}

/** One round's form: the server's copy, or the draft's while the server cannot be reached. */
function MyForm({ roundId }: { roundId: number }) {
  const draft = useDraft<FillDraft>(fillDraftKey(roundId));
  const state = mySubmission.useItem(roundId);
  const navigate = useNavigate();
  const live = state.data;
  const submission = serverOrSnapshot(live, state.error, draft.draft?.value.snapshot);
  const offline = !live && !!submission;

  if (submission && draft.ready)
    return (
      <FillForm
        key={roundId}
        title={TITLE}
        backTo={FILL_MINE}
        submission={submission}
        offline={offline}
        draft={draft}
        save={(body) => saveMine({ id: roundId, ...body })}
        submit={(body) => submitMine({ id: roundId, ...body })}
        heading={
          <SubmissionHeading submission={submission}>
            {submission.submittedAt ? (
              <div className={styles.actions}>
                <Button
                  size="small"
                  onClick={() => void navigate(auditDetailPath(roundId, submission.org.id))}
                >
                  查看审核结果
                </Button>
              </div>
            ) : null}
          </SubmissionHeading>
        }
      />
    );
  return (
    <PageFrame title={TITLE} backTo={FILL_MINE}>
      {state.error && !live ? (
        state.notFound ? (
          <NotFound
            title="填报批次不存在，或本企业不在该批次的填报范围内"
            onBack={() => void navigate(FILL_MINE)}
          />
        ) : (
          <LoadFailed error={state.error} onRetry={() => void state.mutate()} />
        )
      ) : (
        <LoadingCards count={3} lines={4} />
      )}
    </PageFrame>
  );
}

/**
 * /info/integral/fill (signed in): my certified enterprise's fill rounds; `?round=` opens one's form
 * (fill, 保存草稿, 提交; after the audit each item's state and reason, 重新提交 once returned).
 */
export default function FillMinePage() {
  const user = useSession();
  const [params] = useSearchParams();
  const roundId = positiveId(params.get('round'));
  if (!isOrganisation(user))
    return (
      <PageFrame title={TITLE} backTo={INTEGRAL_PORTRAIT}>
        <FillNotCertified />
      </PageFrame>
    );
  return roundId ? <MyForm roundId={roundId} /> : <MyRounds />;
}
