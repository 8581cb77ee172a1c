import { Tag } from 'antd-mobile';
import { SURVEY_STATUS, type SurveyRow } from '../api';

const COLORS: Record<SurveyRow['status'], string> = { DRAFT: 'default', OPEN: 'primary', CLOSED: 'success' };

/** 草稿 / 进行中 / 已结束. */
export function SurveyStatusTag({ status }: { status: SurveyRow['status'] }) {
  return (
    <Tag color={COLORS[status]} fill="outline">
      {SURVEY_STATUS[status]}
    </Tag>
  );
}

export const STATUS_TABS = [
  { label: '全部', value: '' },
  { label: SURVEY_STATUS.OPEN, value: 'OPEN' },
  { label: SURVEY_STATUS.CLOSED, value: 'CLOSED' },
];
