import { useNavigate } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { MY_PRODUCTS, RECEIVED_APPLIES } from '../paths';

const TABS = [
  { key: 'products', title: '服务产品' },
  { key: 'applies', title: '收到的申请' },
];

/** The service organisation's centre: its products, or the applications it received. */
export function ViewSwitch({ current }: { current: 'products' | 'applies' }) {
  const navigate = useNavigate();
  return (
    <ChipTabs label="服务机构中心" tabs={TABS} activeKey={current} onChange={(key) => navigate(key === 'applies' ? RECEIVED_APPLIES : MY_PRODUCTS, { replace: true })} />
  );
}
