import { Button, Card, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { TestAnswerView, TestDetail } from '@common/policy';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { Empty } from '@/ui/states';
import styles from '../parts/policy.module.css';
import { TestScreen } from '../parts/test-loader';
import { answerPath, recordPath } from '../paths';

function byType(answers: TestAnswerView[]): Array<[string, TestAnswerView[]]> {
  const groups = new Map<string, TestAnswerView[]>();
  for (const a of answers) groups.set(a.typeName, [...(groups.get(a.typeName) ?? []), a]);
  return [...groups.entries()];
}

function Answers({ test }: { test: TestDetail }) {
  return (
    <>
      <Card className={styles.card}>
        <p className={styles.summaryLead}>{formatDateTime(test.createdAt)} 的测评</p>
        <p className={styles.muted}>
          {test.userName}
          {test.orgName ? ` · ${test.orgName}` : ''} · 共 {test.answers.length} 项作答
        </p>
      </Card>
      {test.answers.length ? (
        byType(test.answers).map(([type, answers]) => (
          <List key={type} header={type} mode="card" className={styles.answerList}>
            {answers.map((a) => (
              <List.Item
                key={a.quotaId}
                description={a.display || '—'}
                extra={
                  <Tag fill="outline" color={a.source === 'PROFILE' ? 'primary' : 'default'}>
                    {a.sourceLabel}
                  </Tag>
                }
              >
                {a.quotaName}
              </List.Item>
            ))}
          </List>
        ))
      ) : (
        <Empty title="该次测评没有作答" description="结果完全依据企业信息判断" />
      )}
    </>
  );
}

function Footer({ test }: { test: TestDetail }) {
  const navigate = useNavigate();
  const operator = isOperator(useSession());
  return (
    <>
      <Button block onClick={() => void navigate(recordPath(test.id))}>
        查看匹配结果
      </Button>
      {operator ? null : (
        <Button block color="primary" onClick={() => void navigate(answerPath(test.id))}>
          修改后重新匹配
        </Button>
      )}
    </>
  );
}

/** /policy/answer/:id: the answers of one test record, with where each came from. */
export default function AnswerRecordPage() {
  return (
    <TestScreen title="测评作答" what="查看测评作答" footer={(t) => <Footer test={t} />}>
      {(test) => <Answers test={test} />}
    </TestScreen>
  );
}
