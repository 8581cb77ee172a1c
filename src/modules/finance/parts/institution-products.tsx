import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { products, rateRange } from '../api';
import { productDetailPath } from '../paths';

/** An institution's published products as a short list, each opening its detail (where to apply). */
export function InstitutionProducts({ institutionId }: { institutionId: number }) {
  const list = products.useList({ institutionId: String(institutionId) }, { pageSize: 50 });
  const navigate = useNavigate();
  if (list.error) return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.isLoading) return <LoadingCards count={1} lines={2} />;
  if (list.items.length === 0) return <p>暂无已发布的产品</p>;
  return (
    <List>
      {list.items.map((p) => (
        <List.Item
          key={p.id}
          description={`${p.loanType} · ${String(p.amountMin)}–${String(p.amountMax)} 万元 · 年利率 ${rateRange(p.rateMin, p.rateMax)}`}
          onClick={() => void navigate(productDetailPath(p.id))}
        >
          {p.name}
        </List.Item>
      ))}
    </List>
  );
}
