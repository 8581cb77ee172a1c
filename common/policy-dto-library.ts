/**
 * Shapes shared by the policy calls (re-exported by common/policy.ts). The DTOs come from the
 * contracts (common/policy/contract-*.ts).
 */

// ───────────────────────────── shared shapes ─────────────────────────────

export interface Page<T> {
  list: T[];
  total: number;
}

export interface DuplicateAnswer {
  duplicate: boolean;
}

/** Answer of a write that creates or changes one row. */
export interface Saved {
  id: number;
}
