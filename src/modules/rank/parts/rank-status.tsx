import { Tag } from 'antd-mobile';
import { RANK_STATUS_LABELS, type RankStatus } from '../api';

const COLORS: Record<RankStatus, string> = { DRAFT: 'default', PUBLISHED: 'success', WITHDRAWN: 'warning' };

/** 草稿 / 已发布 / 已撤回 as a tag (a rank list's own states, not one of SPEC §4's families). */
export function RankStatusTag({ status }: { status: RankStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline">
      {RANK_STATUS_LABELS[status]}
    </Tag>
  );
}
