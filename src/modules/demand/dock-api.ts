import { dockContract as d, type DOCK_SORTS } from '@common/demand/dock/contract';
import type { DockOutcomeKey, DockState } from '@common/demand/dock/model';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** Docking's resources (common/demand/dock/contract.ts). */

export type { DockRowT as DockRow, DockDetailT as DockDetail, DockStats } from '@common/demand/dock/contract';
export type MineQuery = { status?: string };
export type DockManageQuery = {
  status?: string;
  outcome?: string;
  search?: string;
  /** One organisation's dockings (the organisation's page), as either party or one side. */
  orgId?: string;
  side?: string;
} & SortParams;

const stateOf = (v: string | undefined) => (v || undefined) as DockState | undefined;
const manageInput = (q: DockManageQuery) => ({
  status: stateOf(q.status),
  outcome: (q.outcome || undefined) as DockOutcomeKey | 'NONE' | undefined,
  search: q.search,
  orgId: q.orgId ? Number(q.orgId) : undefined,
  side: (q.side || undefined) as 'owner' | 'from' | undefined,
});

export const sentDocks = defineList(d.sent, { toQuery: (q: MineQuery) => ({ status: stateOf(q.status) }) });
export const receivedDocks = defineList(d.received, { toQuery: (q: MineQuery) => ({ status: stateOf(q.status) }) });
export const dockDetail = defineItem(d.detail);
export const managedDocks = defineList(d.manageList, {
  toQuery: (q: DockManageQuery) => ({ ...manageInput(q), ...sortInput<(typeof DOCK_SORTS)[number]>(q) }),
});
export const dockStats = defineQuery(d.manageStats);
export const exportDocks = defineDownload(d.manageExport, { toInput: manageInput });

const AFFECTED = [sentDocks, receivedDocks, dockDetail, managedDocks, dockStats];
export const sendDock = defineAction(d.send, { revalidate: AFFECTED });
export const acceptDock = defineAction(d.accept, { revalidate: AFFECTED });
export const declineDock = defineAction(d.decline, { revalidate: AFFECTED });
export const recordOutcome = defineAction(d.outcome, { revalidate: AFFECTED });
