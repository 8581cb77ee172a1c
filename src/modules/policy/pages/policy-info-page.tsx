import { Button, Card, List, ProgressBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PROFILE_FIELDS } from '@common/policy';
import { NeedsOrgActions } from '@/modules/certify/public';
import { formatDateTime } from '@/ui/format';
import { MatchSummaryCard } from '../parts/match-summary';
import styles from '../parts/policy.module.css';
import { POLICY_ANSWER, POLICY_QUESTION, POLICY_QUICK_MATCH } from '../paths';
import { MatchPage, type MatchSources } from '../parts/match-page';

function Profile({ questionnaire, profile, latest }: MatchSources) {
  const navigate = useNavigate();
  const own = latest?.answers.filter((a) => a.source === 'ANSWER') ?? [];
  const known = new Set([...profile.answers.map((a) => a.quotaId), ...(latest?.answers.map((a) => a.quotaId) ?? [])]);
  const total = questionnaire.questionCount;
  const covered = questionnaire.groups.flatMap((g) => g.questions).filter((q) => known.has(q.quotaId)).length;
  return (
    <>
      <Card className={styles.card} title="匹配依据">
        <p className={styles.summaryLead}>{profile.orgId ? profile.orgName : '未关联企业'}</p>
        <p className={styles.muted}>
          {profile.orgId
            ? '匹配时，未作答的问题会按企业信息自动判断；作答优先于企业信息。'
            : '您尚未关联企业，匹配仅依据您的作答。'}
        </p>
        {profile.orgId ? null : <NeedsOrgActions size="mini" />}
        <div className={styles.shareRow}>
          <ProgressBar percent={total ? Math.round((covered / total) * 100) : 0} aria-label="信息完整度" />
          <span className={styles.shareText}>
            已掌握 {covered} / {total} 项指标
          </span>
        </div>
      </Card>
      <List header="企业信息带出的指标" mode="card" className={styles.answerList}>
        {profile.answers.length ? (
          profile.answers.map((a) => {
            const asked = questionnaire.groups.flatMap((g) => g.questions).find((q) => q.quotaId === a.quotaId);
            const fact = PROFILE_FIELDS[a.profileField].label;
            return (
              <List.Item key={a.quotaId} description={asked ? `企业信息：${fact}` : '企业信息（不在问卷中提问）'} extra={a.display || '—'}>
                {asked?.name ?? fact}
              </List.Item>
            );
          })
        ) : (
          <List.Item>暂无可自动带出的企业信息</List.Item>
        )}
      </List>
      <List
        header={latest ? `我的最新作答（${formatDateTime(latest.createdAt)}）` : '我的最新作答'}
        mode="card"
        className={styles.answerList}
      >
        {own.length ? (
          own.map((a) => (
            <List.Item key={a.quotaId} description={a.typeName} extra={a.display || '—'}>
              {a.quotaName}
            </List.Item>
          ))
        ) : (
          <List.Item>还没有作答，完成问卷可让匹配更准确</List.Item>
        )}
      </List>
      {latest ? <MatchSummaryCard testId={latest.id} summary={latest.result.summary} /> : null}
      <div className={styles.actionsRow}>
        <Button onClick={() => void navigate(latest ? POLICY_ANSWER : POLICY_QUESTION)}>{latest ? '修改答案' : '填写问卷'}</Button>
        <Button color="primary" onClick={() => void navigate(POLICY_QUICK_MATCH)}>
          快速匹配
        </Button>
      </div>
    </>
  );
}

/** /policy/info: what the matcher knows about my organisation, and my newest answers. */
export default function PolicyInfoPage() {
  return (
    <MatchPage title="匹配画像" loginWhat="查看企业的政策匹配画像">
      {(sources) => <Profile {...sources} />}
    </MatchPage>
  );
}
