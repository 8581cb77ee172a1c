import type { DetailHeading, DetailSection } from '@/ui/detail-page';
import type { ApplicationDetail } from '../api';
import { IdcardValue } from './idcard-value';

/**
 * The rows of the review detail. ID numbers come masked; the operator checking one against the
 * documents asks for the whole number (查看完整证件号), a look the server records.
 */

const refused = (a: ApplicationDetail) => a.status === 'FAIL' || a.status === 'BACK';

export const HEADING: DetailHeading<ApplicationDetail> = {
  title: 'fullname',
  subtitle: (a) => `${a.kindLabel} · ${a.categoryLabel}`,
  status: { family: 'audit', field: 'status' },
};

const APPLICANT: DetailSection<ApplicationDetail> = {
  title: '申请人',
  fields: [
    { label: '姓名', value: (a) => a.applicant.name },
    // Operators call applicants back: the whole number, and tappable.
    { label: '手机号', value: (a) => (a.applicant.phone ? <a href={`tel:${a.applicant.phone}`}>{a.applicant.phone}</a> : null) },
    { label: '当前归属', value: (a) => (a.applicant.orgId ? '已归属企业' : '暂无企业') },
  ],
};

const ORG_APPLICATION: DetailSection<ApplicationDetail> = {
  title: '认证信息',
  hidden: (a) => a.kind !== 'ORG',
  fields: [
    { label: '企业名称', value: 'fullname' },
    { label: '统一社会信用代码', value: 'creditCode' },
    { label: '机构类型', value: 'categoryLabel' },
    { label: '法人身份证号', value: (a) => <IdcardValue application={a} field="legalIdcard" /> },
    { label: '申请时间', value: 'createdAt', format: 'datetime' },
    { label: '最近更新', value: 'updatedAt', format: 'datetime' },
  ],
};

const RELATE_APPLICATION: DetailSection<ApplicationDetail> = {
  title: '关联信息',
  hidden: (a) => a.kind !== 'RELATE',
  fields: [
    { label: '申请人姓名', value: 'userName' },
    { label: '身份证号', value: (a) => <IdcardValue application={a} field="idcard" /> },
    { label: '关联企业', value: 'fullname' },
    { label: '统一社会信用代码', value: 'creditCode' },
    { label: '申请时间', value: 'createdAt', format: 'datetime' },
    { label: '最近更新', value: 'updatedAt', format: 'datetime' },
  ],
};

const RESULT: DetailSection<ApplicationDetail> = {
  title: '审核结果',
  hidden: (a) => a.status === 'TOAUDIT',
  fields: [
    { label: '审核结果', value: 'status', status: 'audit' },
    { label: '审核意见', value: 'reason', hidden: (a) => !refused(a) },
    { label: '审核人', value: (a) => a.reviewer?.name ?? null },
    { label: '审核时间', value: 'reviewedAt', format: 'datetime' },
  ],
};

export const SECTIONS: DetailSection<ApplicationDetail>[] = [RESULT, APPLICANT, ORG_APPLICATION, RELATE_APPLICATION];
