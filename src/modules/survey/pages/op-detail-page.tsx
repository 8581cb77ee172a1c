import { useParams } from 'react-router-dom';
import { sharePercent } from '@common/survey/rules';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { result } from '../api';
import { QuestionResultCard } from '../parts/question-result';
import { SurveyStatusTag } from '../parts/status';
import { SurveyActions } from '../parts/survey-actions';
import { Targets } from '../parts/targets';
import styles from '../parts/survey.module.css';
import { OP_SURVEY_MANAGE } from '../paths';

/** /op/orgSurvey/detail/:id: a survey's sending and state, its results per question with charts, the .xlsx, whom it reached. */
export default function OpSurveyDetailPage() {
  const { id } = useParams();
  return (
    <PageFrame title="调查结果" backTo={OP_SURVEY_MANAGE}>
      <Loaded state={result.useItem(id)} notFoundText="调查不存在" backTo={OP_SURVEY_MANAGE}>
        {({ survey, questions }) => (
          <>
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>
                {survey.title} <SurveyStatusTag status={survey.status} />
              </h2>
              <StatGrid
                label="答卷情况"
                items={[
                  { label: '已发送（家）', value: survey.sentCount, testId: 'sent-count' },
                  { label: '已答卷（家）', value: survey.answerCount, testId: 'answer-count' },
                  { label: '答卷率', value: `${String(sharePercent(survey.answerCount, survey.sentCount))}%` },
                ]}
              />
              <p className={styles.intro}>截止日期：{survey.deadline ?? '不限'}</p>
            </div>
            <SurveyActions survey={survey} />
            {questions.map((q, i) => (
              <QuestionResultCard key={q.id} q={q} index={i + 1} />
            ))}
            {survey.status !== 'DRAFT' ? <Targets id={survey.id} /> : null}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
