/**
 * The chain drawing line's budget, result and wording (issue #32), without imports: read both by
 * tests/bench/chain-drawing.ts (typed with the end-to-end helpers) and by the bench's report.
 */

/** /op/im/chain/{id} of an 80-node chain drawn on a 375 px phone, CPU slowed 4× (median of the runs). */
export const CHAIN_DRAW_MAX_MS = 200;

export interface ChainDrawingBench {
  nodes: number;
  medianMs: number;
  runsMs: number[];
}

/** The line chain-drawing.ts prints its result on. */
export const CHAIN_RESULT_PREFIX = 'chain-drawing-result ';

export function formatChainDrawingBench(bench: ChainDrawingBench): string {
  const verdict = bench.medianMs < CHAIN_DRAW_MAX_MS ? 'PASS' : 'FAIL';
  return (
    `chain/{id} drawing, ${String(bench.nodes)} nodes, 375 px, CPU ×4: median ${bench.medianMs.toFixed(0)} ms ` +
    `(runs ${bench.runsMs.map((t) => t.toFixed(0)).join(', ')} ms), budget < ${String(CHAIN_DRAW_MAX_MS)} ms: ${verdict}`
  );
}
