import { Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { ROUND_STATES } from '@common/scene/rules';
import { ListPage } from '@/ui/list-page';
import { RecordActions } from '@/ui/record-actions';
import { closeRound, rounds, type RoundQuery, type RoundRow } from '../api';
import { itemsOfRound, newItemIn, OP_ROUND_EDIT, roundEditPath } from '../paths';

const TABS = [{ label: '全部', value: '' }, ...Object.entries(ROUND_STATES).map(([value, label]) => ({ label, value }))];

function Actions({ round }: { round: RoundRow }) {
  const navigate = useNavigate();
  const open = round.status === 'OPEN';
  const close = async () => {
    const ok = await Dialog.confirm({ title: '结束征集', content: `确定结束征集${quoted(round.title)}吗？结束后不再录入。` });
    if (ok) await closeRound({ id: round.id });
  };
  return (
    <RecordActions
      label={round.title}
      actions={[
        { text: '查看征集内容', tone: 'primary', onClick: () => void navigate(itemsOfRound(round.id)) },
        open && { text: '录入', onClick: () => void navigate(newItemIn(round.id)) },
        open && { text: '编辑', onClick: () => void navigate(roundEditPath(round.id)) },
        open && { text: '结束征集', tone: 'danger', onClick: () => void close().catch(() => undefined) },
      ]}
    />
  );
}

/** /op/cj/sceneCollectManage: the collection rounds, what each received, and closing them. */
export default function RoundsPage() {
  return (
    <ListPage<RoundRow, RoundQuery>
      title="场景征集管理"
      backTo="/op/index"
      list={rounds}
      tabs={{ field: 'status', options: TABS }}
      search={{ field: 'search', placeholder: '搜索征集名称' }}
      card={{
        title: 'title',
        subtitle: (r) => `${r.startDate} 至 ${r.endDate}`,
        tags: (r) => [ROUND_STATES[r.status], ...r.fields],
        meta: [
          { label: '收到', value: (r) => `${String(r.received)} 条` },
          { label: '待审核', value: (r) => `${String(r.pending)} 条` },
          { label: '审核通过', value: (r) => `${String(r.passed)} 条` },
        ],
        extra: (r) => <Actions round={r} />,
        table: { titleLabel: '征集名称', subtitleLabel: '征集期' },
      }}
      itemPath={(r) => itemsOfRound(r.id)}
      createPath={OP_ROUND_EDIT}
      createLabel="发起征集"
      emptyText="暂无场景征集"
    />
  );
}
