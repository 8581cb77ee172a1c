import { Link } from 'react-router-dom';
import { ITEM_KINDS } from '@common/demand/model';
import { DetailPage, type DetailSection } from '@/ui/detail-page';
import { dockDetail, type DockDetail } from '../dock-api';
import { DockActions } from '../parts/dock-actions';
import { publicDetailPath, SENT_DOCKS } from '../paths';

const HIDDEN = '对接被接受后双方可见';
const SECTIONS: DetailSection<DockDetail>[] = [
  {
    title: '对接信息',
    fields: [
      { label: '状态', value: 'statusLabel' },
      { label: '信息类型', value: (d) => ITEM_KINDS[d.itemKind] },
      { label: '信息发布方', value: 'ownerOrgName' },
      { label: '对接发起方', value: 'fromOrgName' },
      { label: '对接说明', value: 'message' },
      { label: '婉拒原因', value: 'reason', hidden: (d) => !d.reason },
      { label: '来源', value: () => '匹配推荐', hidden: (d) => !d.suggested },
      { label: '发起时间', value: 'createdAt', format: 'datetime' },
      { label: '最后更新', value: 'updatedAt', format: 'datetime' },
    ],
  },
  {
    title: '联系方式',
    fields: [
      { label: '发起方联系人', value: (d) => (d.fromContact ? d.fromContact.name : HIDDEN) },
      { label: '发起方电话', value: (d) => d.fromContact?.phone ?? HIDDEN },
      { label: '发布方联系人', value: (d) => (d.ownerContact ? d.ownerContact.name : HIDDEN) },
      { label: '发布方电话', value: (d) => d.ownerContact?.phone ?? HIDDEN },
    ],
  },
];

/**
 * A docking for its two parties (/user/pddockDetail/{id}, /cx/pddockDetail/{id}): what was asked,
 * the answer, both contacts once accepted, and the reader's next step. Anyone else: 不存在.
 */
export default function DockDetailPage() {
  return (
    <DetailPage<DockDetail>
      item={dockDetail}
      sections={SECTIONS}
      footer={(d, { refresh }) => <DockActions dock={d} onDone={refresh} />}
      title="对接详情"
      backTo={SENT_DOCKS}
      heading={{
        title: (d) => <Link to={publicDetailPath(d.itemKind, d.itemId)}>{d.itemTitle}</Link>,
        subtitle: (d) => (d.side === 'OWNER' ? '我收到的对接' : '我发起的对接'),
      }}
      notFoundText="对接记录不存在，或您不是对接的任何一方"
    />
  );
}
