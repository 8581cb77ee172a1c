import { Tag } from 'antd-mobile';
import { DECLARE_PHASE, DECLARE_STATE, type DeclarePhase, type DeclareState } from '@common/declare/rules';
import { StatusTag } from '@/ui/status-tag';

/**
 * An application's state: the SPEC §4 audit labels through StatusTag; the organisation's draft
 * (TOSUBMIT, not part of that family) as 待提交 in the same neutral style.
 */
export function DeclareStateTag({ state, fill = 'outline' }: { state: DeclareState; fill?: 'solid' | 'outline' }) {
  if (state === 'TOSUBMIT')
    return (
      <Tag color="default" fill={fill} data-status={state}>
        {DECLARE_STATE.TOSUBMIT}
      </Tag>
    );
  return <StatusTag family="audit" value={state} fill={fill} />;
}

const PHASE_COLORS: Record<DeclarePhase, 'success' | 'primary' | 'default'> = { OPEN: 'success', NOTSTARTED: 'primary', CLOSED: 'default' };

/** A declaration's window: 申报中 / 未开始 / 已截止. */
export function PhaseTag({ phase, fill = 'outline' }: { phase: DeclarePhase; fill?: 'solid' | 'outline' }) {
  return (
    <Tag color={PHASE_COLORS[phase]} fill={fill} data-phase={phase}>
      {DECLARE_PHASE[phase]}
    </Tag>
  );
}

export const STATE_TABS = [
  { label: '全部', value: '' },
  ...(Object.keys(DECLARE_STATE) as DeclareState[]).map((value) => ({ label: DECLARE_STATE[value], value })),
];

/** The states an operator sees: an enterprise's draft (待提交) is its own. */
export const SUBMITTED_STATES = (Object.keys(DECLARE_STATE) as DeclareState[]).filter((s) => s !== 'TOSUBMIT');

export const OPERATOR_STATE_TABS = STATE_TABS.filter((tab) => tab.value !== 'TOSUBMIT');

export const PHASE_OPTIONS = (Object.keys(DECLARE_PHASE) as DeclarePhase[]).map((value) => ({ label: DECLARE_PHASE[value], value }));
