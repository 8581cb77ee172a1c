import type { Endpoint } from './endpoints.js';
import type { LoadResult } from './load.js';
import type { PairedRatio } from './pairs.js';

/** One endpoint's run as the report and the budgets see it. */
export interface EndpointMeasurement {
  endpoint: Endpoint;
  load: LoadResult;
  /**
   * The endpoint's throughput over the signed empty route's: for a list, the median of paired
   * windows (`paired`); for the clocks, their req/s over the signed clock's; null without that route.
   */
  ratioToSigned: number | null;
  /** A list's paired windows against the signed empty route (./pairs.ts); null for the clocks. */
  paired: PairedRatio | null;
  /** Server RSS peak while this endpoint was under load (warm-up included). */
  peakRssMb: number | null;
}

/** The signed empty route: what every signed endpoint is compared with. */
export function signingBaseline<T extends { endpoint: Endpoint }>(measurements: readonly T[]): T | undefined {
  return measurements.find((m) => m.endpoint.kind === 'signing');
}

export function withRatios(
  measurements: ReadonlyArray<Omit<EndpointMeasurement, 'ratioToSigned'>>,
): EndpointMeasurement[] {
  const baseline = signingBaseline(measurements)?.load.requestsPerSec;
  return measurements.map((m) => ({
    ...m,
    ratioToSigned: m.paired ? m.paired.ratio : baseline ? m.load.requestsPerSec / baseline : null,
  }));
}

/**
 * Server time a signature adds to a request, from the throughput difference of the signed and
 * unsigned empty routes: the server is one CPU-bound process, so 1 / (req/s) is its time per request.
 */
export function signingCostMs(measurements: readonly EndpointMeasurement[]): number | null {
  const signed = signingBaseline(measurements)?.load.requestsPerSec;
  const ceiling = measurements.find((m) => m.endpoint.kind === 'ceiling')?.load.requestsPerSec;
  if (!signed || !ceiling) return null;
  return 1000 / signed - 1000 / ceiling;
}
