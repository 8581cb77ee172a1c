import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/** What a figure and an addition are of: a bank's criterion in a round. */
const ofRoundBank = {
  tenant_id: col.tenant,
  round_id: col.ownedBy('finance_assess_rounds'),
  institution_id: col.ownedBy('finance_institutions'),
  criterion: col.text,
};

/** 银行考核: rounds with their weighted criteria, the figures computed from the loan ledger, manual additions. */
export const assess = tablesMigration({
  tables: {
    finance_assess_rounds: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        period_from: col.text,
        period_to: col.text,
        criteria: col.text,
        // OPEN 进行中 / CLOSED 已定稿
        status: col.text,
        computed_at: col.textOrNull,
        author_id: col.byUser,
        ...col.stamps,
      },
      indexes: { finance_assess_rounds_period: ['tenant_id', 'period_to'] },
    },
    finance_assess_figures: {
      id: true,
      columns: {
        ...ofRoundBank,
        value: col.doubleOrNull,
      },
      uniques: { finance_assess_figures_one: ['round_id', 'institution_id', 'criterion'] },
    },
    finance_assess_adjustments: {
      id: true,
      columns: {
        ...ofRoundBank,
        delta: col.double,
        reason: col.text,
        actor_id: col.byUser,
        actor_name: col.text,
        at: col.text,
      },
      indexes: { finance_assess_adjustments_round: ['round_id', 'at'] },
    },
  },
});
