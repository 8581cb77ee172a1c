import { ReviewQueue, type QueueCard } from '@/ui/publish';
import { managedShowcases, showcaseReview, type ManagedShowcase } from '../api';
import { opAuditPath } from '../paths';

type Query = { status?: string; search?: string };

const CARD: QueueCard<ManagedShowcase> = {
  title: 'title',
  subtitle: 'industry',
  tags: (s) => s.honours.slice(0, 3),
  meta: [
    { label: '所在区县', value: 'area' },
    { label: '审核意见', value: 'reason', hidden: (s) => !s.reason },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  table: { titleLabel: '展示名称', subtitleLabel: '行业' },
};

/** /op/cx/orgFcManage: organisations' showcases (企业风采) waiting for review, published, returned, offline. */
export default function OpShowcasesPage() {
  return (
    <ReviewQueue<ManagedShowcase, Query>
      title="企业风采审核"
      backTo="/op/index"
      review={showcaseReview}
      list={managedShowcases}
      search={{ field: 'search', placeholder: '搜索名称或简介' }}
      card={CARD}
      itemPath={(s) => opAuditPath('fc', s.id)}
      emptyText="暂无企业风采"
    />
  );
}
