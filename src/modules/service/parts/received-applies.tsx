import { useSearchParams } from 'react-router-dom';
import { ListPage } from '@/ui/list-page';
import { receivedApplies, type ApplyRow, type MineQuery } from '../api';
import { MY_PRODUCTS, RECEIVED_APPLIES, receivedApplyPath } from '../paths';
import { ApplyScreen } from './apply-screen';
import { applyCard } from './cards';
import { caseTabs } from './case-tag';
import { ViewSwitch } from './view-switch';

const CARD = applyCard('provider');

/** The applications a service organisation received (its centre's second view), one opened in place with `&id=`. */
export function ReceivedApplies() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ApplyScreen id={id} title="服务申请办理" backTo={RECEIVED_APPLIES} />;
  return (
    <ListPage<ApplyRow, MineQuery>
      title="收到的服务申请"
      backTo={MY_PRODUCTS}
      list={receivedApplies}
      header={<ViewSwitch current="applies" />}
      tabs={{ field: 'status', options: caseTabs('APPLY') }}
      card={CARD}
      itemPath={(a) => receivedApplyPath(a.id)}
      emptyText="暂无服务申请"
    />
  );
}
