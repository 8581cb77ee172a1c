import { useSearchParams } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import type { ReactNode } from 'react';
import { rounds, type AssessRound } from '../api';

/**
 * The round a screen shows: ?roundId=, else the newest. `tabs` chooses among them (capsules);
 * while there is no round to show, `fallback` says why (loading, failed, none yet).
 */
export function useChosenRound(): { round: AssessRound; tabs: ReactNode } | { round: null; fallback: ReactNode } {
  const [search, setSearch] = useSearchParams();
  const list = rounds.useList({}, { pageSize: 50 });
  if (list.error) return { round: null, fallback: <LoadFailed error={list.error} onRetry={() => void list.refresh()} /> };
  if (list.isLoading) return { round: null, fallback: <LoadingCards count={2} lines={3} /> };
  if (list.items.length === 0) return { round: null, fallback: <Empty title="暂无考核" description="请先在“银行考核管理”中新建考核" /> };
  const round = list.items.find((r) => String(r.id) === search.get('roundId')) ?? list.items[0]!;
  const tabs = (
    <ChipTabs
      label="考核轮次"
      tabs={list.items.map((r) => ({ key: String(r.id), title: `${r.name}（${r.statusLabel}）` }))}
      activeKey={String(round.id)}
      onChange={(key) => setSearch({ roundId: key }, { replace: true })}
    />
  );
  return { round, tabs };
}
