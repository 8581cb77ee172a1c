import { ListPage, type CardSpec } from '@/ui/list-page';
import { SURVEY_STATUS, surveys, type SurveyQuery, type SurveyRow } from '../api';
import { SurveyStatusTag } from '../parts/status';
import { OP_SURVEY_EDIT, surveyDetailPath } from '../paths';

const CARD: CardSpec<SurveyRow> = {
  title: 'title',
  status: { tag: (s) => <SurveyStatusTag status={s.status} /> },
  meta: [
    { label: '题目数', value: (s) => `${String(s.questionCount)} 题` },
    { label: '已发送', value: (s) => `${String(s.sentCount)} 家` },
    { label: '已答卷', value: (s) => `${String(s.answerCount)} 家` },
    { label: '截止日期', value: (s) => s.deadline ?? '不限' },
    { label: '更新时间', value: 'updatedAt', format: 'datetime' },
  ],
  table: { titleLabel: '调查名称' },
};

const TABS = [{ label: '全部', value: '' }, ...Object.entries(SURVEY_STATUS).map(([value, label]) => ({ label, value }))];

/** /op/orgSurveyManage: the park's surveys by state; 新建调查 builds one, a row opens its sending and results. */
export default function OpSurveyManagePage() {
  return (
    <ListPage<SurveyRow, SurveyQuery>
      title="企业调查"
      backTo="/op/index"
      list={surveys}
      tabs={{ field: 'status', options: TABS }}
      search={{ field: 'search', placeholder: '搜索调查名称' }}
      card={CARD}
      itemPath={(s) => surveyDetailPath(s.id)}
      createPath={OP_SURVEY_EDIT}
      createLabel="新建调查"
      emptyText="暂无企业调查"
    />
  );
}
