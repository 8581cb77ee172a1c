import type { ApplicationItem } from '../api';
import type { CardSpec } from '@/ui/list-page';
import { DeclareStateTag } from './state-tag';

/** An application in the operators' lists. */
export const OPERATOR_CARD: CardSpec<ApplicationItem> = {
  title: 'orgName',
  subtitle: (a) => a.projectName || '（未填写项目名称）',
  meta: [
    { label: '申报状态', value: (a) => <DeclareStateTag state={a.state} /> },
    { label: '申报名称', value: 'declareName' },
    { label: '申请金额', value: 'amountApplied', format: 'money' },
    { label: '兑现金额', value: 'landingAmount', format: 'money' },
    { label: '审核意见', value: 'reason', hidden: (a) => !a.reason },
    { label: '提交时间', value: 'submittedAt', format: 'datetime' },
  ],
};
