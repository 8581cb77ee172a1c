import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time (user + system) spent by the children of this process that have ended, and by the
 * children they waited for in turn: what `time` reports for a run beside its wall time. On a
 * machine shared with other work the wall time of a check or a test run says little (it waits for
 * the other work), the CPU time little changed. Read from /proc/self/stat (Linux); null elsewhere.
 */

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticksPerSecond;
}

/** Seconds of CPU of the ended children so far (null when the system does not say). */
export function endedChildrenCpu(): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
  // After the command name in parentheses: field 3 (state) onwards; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks / clockTicks() : null;
}

/**
 * Measures the CPU of children as they end: each call of the returned function gives the seconds
 * of the children ended since the previous call (since the meter was made, the first time). Called
 * once a child has closed, it gives that child's CPU, or that of every child ended at the same moment.
 */
export function childCpuMeter(): () => number | null {
  let last = endedChildrenCpu();
  return () => {
    const now = endedChildrenCpu();
    if (now === null || last === null) return null;
    const spent = now - last;
    last = now;
    return spent;
  };
}

/** " (CPU 12.3 s)", or nothing where the CPU time is not known. */
export const cpuNote = (seconds: number | null): string => (seconds === null ? '' : ` (CPU ${seconds.toFixed(1)} s)`);
