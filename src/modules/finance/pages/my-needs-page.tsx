import { useNavigate } from 'react-router-dom';
import { ListPage } from '@/ui/list-page';
import { myNeeds, type NeedItem } from '../api';
import { needCard } from '../parts/need-card';
import { NEED_EDIT } from '../paths';

/** /user/finance: the enterprise's financing needs, which the park's banks follow up; 修改 and 关闭 while open. */
export default function MyNeedsPage() {
  const navigate = useNavigate();
  return (
    <ListPage<NeedItem, Record<string, never>>
      title="我的融资需求"
      backTo="/user/index"
      list={myNeeds}
      card={needCard(navigate)}
      createPath={NEED_EDIT}
      createLabel="发布融资需求"
      emptyText="暂无融资需求，发布后园区合作金融机构将与您对接"
    />
  );
}
