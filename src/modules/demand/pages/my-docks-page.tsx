import { Link, useLocation } from 'react-router-dom';
import { ListPage } from '@/ui/list-page';
import { receivedDocks, sentDocks, type DockRow, type MineQuery } from '../dock-api';
import { DOCK_CARD, DOCK_TABS } from '../parts/dock-card';
import { myDockPath, RECEIVED_DOCKS, SENT_DOCKS } from '../paths';

/**
 * The organisation's docking (/user/sendDockManage: what it sent; /user/receiveDockManage: what
 * it received, to accept or decline), by state.
 */
export default function MyDocksPage() {
  const received = useLocation().pathname === RECEIVED_DOCKS;
  return (
    <ListPage<DockRow, MineQuery>
      key={String(received)}
      title={received ? '收到的对接' : '我发起的对接'}
      backTo="/user/index"
      list={received ? receivedDocks : sentDocks}
      actions={<Link to={received ? SENT_DOCKS : RECEIVED_DOCKS}>{received ? '我发起的' : '收到的'}</Link>}
      tabs={{ field: 'status', options: DOCK_TABS }}
      card={DOCK_CARD}
      itemPath={(d) => myDockPath(d.id)}
      emptyText={received ? '还没有收到对接请求' : '还没有发起对接，可在供需对接中找到合适的信息'}
    />
  );
}
