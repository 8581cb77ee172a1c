import type { DetailHeading, DetailSection } from '@/ui/detail-page';
import { formatMoney } from '@/ui/format';
import type { OrgPortrait } from '../api';
import { ORGTYPE_LABELS } from './org-card';

/** The label / value sections of /op/orgPortrait/:orgid. */

export const HEADING: DetailHeading<OrgPortrait> = {
  title: (p) => p.profile.fullname,
  subtitle: (p) => [p.profile.simplename, p.profile.creditCode].filter(Boolean).join(' · '),
};

const years = (value: number | null) => (value === null ? null : `${value} 年`);

export const SECTIONS: DetailSection<OrgPortrait>[] = [
  {
    title: '基本信息',
    fields: [
      { label: '企业名称', value: (p) => p.profile.fullname },
      { label: '统一社会信用代码', value: (p) => p.profile.creditCode },
      { label: '企业类型', value: (p) => ORGTYPE_LABELS[p.profile.orgtype] ?? p.profile.orgtype },
      { label: '企业类别', value: (p) => p.profile.category },
      { label: '法定代表人', value: (p) => p.profile.legalPerson },
      { label: '联系电话', value: (p) => p.profile.contactPhone },
      { label: '所在园区', value: (p) => p.profile.parkName },
      { label: '所在地区', value: (p) => p.profile.region },
      { label: '注册地址', value: (p) => p.profile.address },
      { label: '入驻平台', value: (p) => p.profile.createdAt, format: 'date' },
    ],
  },
  {
    title: '经营信息',
    fields: [
      { label: '所属产业', value: (p) => p.profile.industryName },
      { label: '注册资本', value: (p) => formatMoney(p.profile.registerCapital) },
      { label: '成立日期', value: (p) => p.profile.setupDate, format: 'date' },
      { label: '成立年限', value: (p) => years(p.figures.yearsSinceSetup) },
      { label: '入驻年限', value: (p) => years(p.figures.yearsOnPlatform) },
      { label: '经营状态', value: (p) => p.profile.registStatus },
      { label: '环境信用评级', value: (p) => p.profile.envreate },
      {
        label: '园区同产业排名',
        value: (p) =>
          `第 ${p.figures.industryRankInPark} 名 / 共 ${p.figures.industryCountInPark} 家（按注册资本）`,
      },
      { label: '同产业企业', value: (p) => `${p.figures.industryOrgCount} 家` },
      { label: '经营范围', value: (p) => p.profile.ranges },
    ],
  },
];
