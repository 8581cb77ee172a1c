import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { useDraft } from '@/ui/use-draft';
import {
  FILL_STATE,
  fillAuditDetail,
  fillProgress,
  opFill,
  type FillProgressItem,
  type ProgressQuery,
} from '../api';
import { auditPath, opFillPath, positiveId, roundOrgsPath, roundsPath } from '../paths';
import { FillForm, serverOrSnapshot, type FillDraft } from '../parts/form';
import { FillStateTag, SubmissionHeading } from '../parts/heading';
import styles from '../parts/fill.module.css';

const TITLE = '代企业填报';

function OpFillForm({ roundId, orgId }: { roundId: number; orgId: number }) {
  const draft = useDraft<FillDraft>(`integral:opfill:${String(roundId)}:${String(orgId)}`);
  const state = fillAuditDetail.useQuery({ id: roundId, orgid: orgId });
  const navigate = useNavigate();
  const back = roundOrgsPath('/integral', roundId);
  const live = state.data;
  const submission = serverOrSnapshot(live, state.error, draft.draft?.value.snapshot);

  if (submission && draft.ready)
    return (
      <FillForm
        title={TITLE}
        backTo={back}
        submission={submission}
        offline={!live}
        draft={draft}
        onBehalf
        save={(body) => opFill({ id: roundId, orgid: orgId, ...body, submit: false })}
        submit={(body) => opFill({ id: roundId, orgid: orgId, ...body, submit: true })}
        onSubmitted={() => void navigate(auditPath('/integral', roundId, orgId), { replace: true })}
        heading={
          <SubmissionHeading submission={submission}>
            {submission.editable ? (
              <p className={styles.hint}>代企业填报的数据记录为运营人员代填；提交后进入审核。</p>
            ) : (
              <p className={styles.hint}>该填报现在不能代填（待审核、已通过，或批次未开始、已结束）。</p>
            )}
          </SubmissionHeading>
        }
      />
    );
  return (
    <PageFrame title={TITLE} backTo={back}>
      {state.notFound ? (
        <NotFound title="没有找到这家企业的填报" onBack={() => void navigate(back)} />
      ) : state.error && !live ? (
        <LoadFailed error={state.error} onRetry={() => void state.mutate()} />
      ) : (
        <LoadingCards count={3} lines={4} />
      )}
    </PageFrame>
  );
}

const CHOOSE_TABS = (['UNFILLED', 'DRAFT', 'BACK'] as const).map((s) => ({ label: FILL_STATE[s], value: s }));
const CHOOSE_CARD: CardSpec<FillProgressItem> = {
  title: 'fullname',
  subtitle: (r) => [r.creditCode, r.industryName].filter(Boolean).join(' · '),
  meta: [{ label: '已填', value: (r) => `${String(r.filledCount)}/${String(r.fieldCount)}项` }],
  extra: (r) => <FillStateTag state={r.state} />,
};

/** Without ?orgId=: the round's enterprises that may still be filled, to pick one. */
function ChooseOrg({ roundId }: { roundId: number }) {
  return (
    <ListPage<FillProgressItem, ProgressQuery>
      title={`${TITLE}：选择企业`}
      backTo={roundOrgsPath('/integral', roundId)}
      list={fillProgress}
      fixed={{ id: String(roundId) }}
      tabs={{ field: 'state', options: CHOOSE_TABS }}
      search={{ field: 'search', placeholder: '搜索企业名称或信用代码' }}
      card={CHOOSE_CARD}
      itemKey={(r) => r.orgId}
      itemPath={(r) => opFillPath(roundId, r.orgId)}
      emptyText="没有需要代填的企业"
    />
  );
}

/**
 * /integral/opfill/:id?orgId= : an operator fills round :id on behalf of an enterprise — the
 * enterprise's own form (one implementation), saved as a draft or submitted for audit.
 */
export default function FillOpfillPage() {
  const roundId = positiveId(useParams().id);
  const [params] = useSearchParams();
  const orgId = positiveId(params.get('orgId'));
  const navigate = useNavigate();
  if (!roundId)
    return (
      <PageFrame title={TITLE} backTo={roundsPath('/integral')}>
        <NotFound title="填报批次不存在" onBack={() => void navigate(roundsPath('/integral'))} />
      </PageFrame>
    );
  if (!orgId) return <ChooseOrg roundId={roundId} />;
  return <OpFillForm key={`${String(roundId)}:${String(orgId)}`} roundId={roundId} orgId={orgId} />;
}
