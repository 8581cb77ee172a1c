import fs from 'node:fs';

/** A field of /proc/<pid>/status in MB, or null where there is no /proc (not Linux) or no process. */
function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match?.[1] ? Number(match[1]) / 1024 : null;
}

/**
 * Samples the server's resident memory while the load runs. Sampling (rather than only reading the
 * kernel's high-water mark at the end) gives a peak per endpoint and leaves start-up out of it.
 */
export class RssSampler {
  private timer: NodeJS.Timeout | undefined;
  private peak: number | null = null;
  private windowPeak: number | null = null;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 100,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  private sample(): void {
    const mb = procStatusMb(this.pid, 'VmRSS');
    if (mb === null) return;
    this.peak = Math.max(this.peak ?? 0, mb);
    this.windowPeak = Math.max(this.windowPeak ?? 0, mb);
  }

  /** Peak since the previous call (one endpoint's run), then starts a new window. */
  takeWindowPeak(): number | null {
    this.sample();
    const peak = this.windowPeak;
    this.windowPeak = null;
    return peak;
  }

  /** Stops sampling; returns the peak over all samples. */
  stop(): number | null {
    this.sample();
    if (this.timer) clearInterval(this.timer);
    return this.peak;
  }

  /** The kernel's own peak RSS of the process since it started (start-up and seeding included). */
  highWaterMark(): number | null {
    return procStatusMb(this.pid, 'VmHWM');
  }
}
