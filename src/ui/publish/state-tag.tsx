import { Tag } from 'antd-mobile';
import type { Lifecycle } from '@common/publish/lifecycle';
import { stateColor } from './lifecycle-view';

/** A record's state as its lifecycle labels and colours it (待审核, 草稿, 已撤回…). */
export function StateTag({ lifecycle, status }: { lifecycle: Lifecycle; status: string }) {
  const label = (lifecycle.states as Readonly<Record<string, string>>)[status] ?? status;
  return (
    <Tag color={stateColor(lifecycle, status)} fill="outline" data-status={status}>
      {label}
    </Tag>
  );
}
