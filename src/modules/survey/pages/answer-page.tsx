import { ListPage, type CardSpec } from '@/ui/list-page';
import { NotFound } from '@/ui/states';
import { PageFrame } from '@/ui/page-frame';
import { OrgOnly } from '../parts/org-only';
import { PaperView } from '../parts/paper-view';
import { useIdParam } from '@/ui/id-param';
import { STATUS_TABS, SurveyStatusTag } from '../parts/status';
import { mySurveys, type MineQuery, type MySurveyRow } from '../api';
import { answerPath, MY_SURVEYS } from '../paths';

const CARD: CardSpec<MySurveyRow> = {
  title: 'title',
  status: { tag: (s) => <SurveyStatusTag status={s.status} /> },
  tags: (s) => [s.answeredAt ? '已提交' : s.status === 'OPEN' ? '待填写' : '未填写'],
  meta: [
    { label: '截止日期', value: (s) => s.deadline ?? '不限' },
    { label: '题目数', value: (s) => `${String(s.questionCount)} 题` },
    { label: '收到时间', value: 'sentAt', format: 'datetime' },
    { label: '提交时间', value: (s) => s.answeredAt ?? '', format: 'datetime', hidden: (s) => !s.answeredAt },
  ],
};

/**
 * /user/answer: the surveys the park sent to my enterprise (未填写 first); ?id= opens one to answer,
 * change until it closes, or read what was answered.
 */
export default function AnswerPage() {
  const { raw, id } = useIdParam();
  if (raw !== null) {
    return (
      <PageFrame title="填写企业调查" backTo={MY_SURVEYS}>
        <OrgOnly doing="填写企业调查">{id ? <PaperView id={id} /> : <NotFound title="调查不存在" />}</OrgOnly>
      </PageFrame>
    );
  }
  return (
    <OrgOnly doing="填写企业调查" framed>
      <ListPage<MySurveyRow, MineQuery>
        title="企业调查"
        backTo="/user/index"
        list={mySurveys}
        tabs={{ field: 'status', options: STATUS_TABS }}
        card={CARD}
        itemPath={(s) => answerPath(s.id)}
        emptyText="暂无发给本企业的调查"
      />
    </OrgOnly>
  );
}
