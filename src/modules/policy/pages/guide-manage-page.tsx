import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PolicyListItem } from '@common/policy';
import type { POLICY_LIST_SORTS } from '@common/policy/library/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { statusOptions } from '@/ui/status';
import { policies, type PolicyQuery } from '../api';
import { validityText } from '../parts/validity-text';
import { LEVEL_OPTIONS, VALIDITY_OPTIONS } from '../parts/options';
import styles from '../parts/policy.module.css';
import { guideEditPath, OP_INDEX, policyPreviewPath } from '../paths';

function Actions({ policy }: { policy: PolicyListItem }) {
  const navigate = useNavigate();
  return (
    <div className={styles.buttonRow} role="group" aria-label={`${policy.title} 的操作`}>
      <Button size="mini" onClick={() => void navigate(policyPreviewPath(policy.id))}>
        预览
      </Button>
      <Button size="mini" color="primary" onClick={() => void navigate(guideEditPath(policy.id))}>
        编辑指南
      </Button>
    </div>
  );
}

const CARD: CardSpec<PolicyListItem> = {
  title: 'title',
  subtitle: (p) => [p.issuer, p.docNo].filter(Boolean).join(' · '),
  status: { family: 'publish', field: 'state' },
  tags: (p) => [p.validityLabel, p.levelLabel, p.autoGrant && '免申即享'],
  meta: [
    { label: '有效期', value: (p) => validityText(p) },
    { label: '申报事项', value: (p) => `${p.itemCount} 项` },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  extra: (p) => <Actions policy={p} />,
  table: {
    titleLabel: '政策标题',
    subtitleLabel: '发文单位 · 文号',
    sort: { title: 'title', 有效期: 'endDate', 最后修改: 'updatedAt' } satisfies SortsOf<typeof POLICY_LIST_SORTS>,
  },
};

/** /op/policy/guideManage: the policies' guides (申报指南) by validity, to keep dates, texts and contacts current. */
export default function GuideManagePage() {
  return (
    <ListPage<PolicyListItem, PolicyQuery>
      title="申报指南管理"
      backTo={OP_INDEX}
      list={policies}
      tabs={{ field: 'validity', options: [{ value: 'ALL', label: '全部' }, ...VALIDITY_OPTIONS], defaultValue: 'LIVE' }}
      search={{ field: 'search', placeholder: '搜索政策标题、文号或发文单位' }}
      filters={[
        { field: 'state', label: '状态', options: statusOptions('publish') },
        { field: 'level', label: '级别', options: LEVEL_OPTIONS },
      ]}
      card={CARD}
      itemPath={(p) => guideEditPath(p.id)}
      emptyText="暂无申报指南"
    />
  );
}
