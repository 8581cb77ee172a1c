import type { DisplayField } from '@/ui/fields';
import type { QUEUE_SORTS } from '@common/certify/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { statusTabs } from '@/ui/status';
import { applications, counts, type Kind, type QueueItem, type QueueQuery } from '../api';
import { detailPath, OP_INDEX, queuePath } from '../paths';

/** What differs between the two queues; the rest is one screen. */
export interface QueueConfig {
  kind: Kind;
  title: string;
  searchPlaceholder: string;
  meta: DisplayField<QueueItem>[];
}

const applicantLine = (item: QueueItem) => [item.applicant.name, item.applicant.phone].filter(Boolean).join(' · ');

const TIMES: DisplayField<QueueItem>[] = [
  { label: '申请时间', value: 'createdAt', format: 'datetime' },
  { label: '审核时间', value: 'reviewedAt', format: 'datetime' },
];

export const ORG_QUEUE: QueueConfig = {
  kind: 'ORG',
  title: '企业认证审核',
  searchPlaceholder: '企业名称、信用代码、申请人',
  meta: [
    { label: '信用代码', value: 'creditCode' },
    { label: '机构类型', value: 'categoryLabel' },
    { label: '申请人', value: applicantLine },
    ...TIMES,
  ],
};

export const RELATE_QUEUE: QueueConfig = {
  kind: 'RELATE',
  title: '关联企业审核',
  searchPlaceholder: '企业名称、信用代码、申请人',
  meta: [
    { label: '信用代码', value: 'creditCode' },
    // The name typed in the application is what the operator checks against the ID number.
    { label: '申请人', value: (item) => [item.userName || item.applicant.name, item.applicant.phone].filter(Boolean).join(' · ') },
    ...TIMES,
  ],
};

/**
 * A review queue: status tabs from the audit family (the route's :status? selects one, so
 * /op/orgAudit/TOAUDIT opens on 待审核), a search, and one card per application.
 */
export function Queue({ config }: { config: QueueConfig }) {
  const { kind } = config;
  // Only the actionable tab carries a number: the others grow without bound and say little.
  const pending = counts.useQuery({}).data?.[kind].TOAUDIT;
  const card: CardSpec<QueueItem> = {
    title: 'fullname',
    status: { family: 'audit', field: 'status' },
    meta: config.meta,
    table: {
      titleLabel: '企业名称',
      sort: {
        title: 'fullname',
        status: 'status',
        信用代码: 'creditCode',
        申请时间: 'createdAt',
        审核时间: 'reviewedAt',
      } satisfies SortsOf<typeof QUEUE_SORTS>,
    },
  };
  return (
    <ListPage<QueueItem, QueueQuery>
      title={config.title}
      backTo={OP_INDEX}
      list={applications}
      fixed={{ kind }}
      search={{ field: 'search', placeholder: config.searchPlaceholder }}
      tabs={{
        field: 'status',
        options: statusTabs('audit'),
        param: 'status',
        pathFor: (value) => queuePath(kind, value as QueueItem['status'] | ''),
        counts: pending === undefined ? undefined : { TOAUDIT: pending },
      }}
      card={card}
      itemPath={(item) => detailPath(item.kind, item.id)}
      emptyText="暂无申请"
    />
  );
}
