import { appealContract } from '@common/appeal/contract';
import { certifyContract } from '@common/certify/contract';
import type { AnswerOf, Endpoint, InputOf } from '@common/contract/endpoint';
import { declareContract } from '@common/declare/contract';
import { noticeContract } from '@common/notice/contract';
import type { Permission } from '@common/permissions';
import { defineQuery } from '@/ui/resource';

/**
 * The workbench's to-do counts, as data: each area's counts endpoint, what the workbench picks
 * from its answer and the queue it links to. Areas join here as their audit queues land.
 */
export interface TodoSource {
  key: string;
  label: string;
  link: string;
  /** The permission its counts endpoint needs: an operator without it has no such work. */
  permission: Permission | undefined;
  /** The count (undefined until it arrived) and whether it failed. */
  useCount: () => { count: number | undefined; failed: boolean; loading: boolean };
}

function todo<E extends Endpoint>(key: string, label: string, endpoint: E, pick: (answer: AnswerOf<E>) => number, link: string): TodoSource {
  // The same read (and cache) as the area's own screens: refreshed by their actions.
  const counts = defineQuery<E, Record<string, never>>(endpoint, { toInput: () => ({}) as InputOf<E> });
  return {
    key,
    label,
    link,
    permission: endpoint.permission,
    useCount: () => {
      const state = counts.useQuery({});
      return { count: state.data === undefined ? undefined : pick(state.data), failed: !!state.error, loading: state.isLoading };
    },
  };
}

export const TODO_SOURCES: TodoSource[] = [
  todo('org-certify', '企业认证待审核', certifyContract.counts, (c) => c.ORG.TOAUDIT, '/op/orgAudit/TOAUDIT'),
  todo('org-relate', '关联企业待审核', certifyContract.counts, (c) => c.RELATE.TOAUDIT, '/op/orgRelate/TOAUDIT'),
  todo('notice', '通知待发布', noticeContract.counts, (c) => c.CHECK, '/op/notice?status=CHECK'),
  todo('declare', '政策申报待审核', declareContract.counts, (c) => c.TOAUDIT, '/op/policy/declare?state=TOAUDIT'),
  todo('appeal', '诉求待受理', appealContract.counts, (c) => c.SUBMITTED, '/op/appeal/list/SUBMITTED'),
];
