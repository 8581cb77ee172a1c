import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { childCpuMeter, cpuNote } from './child-cpu.js';

/** A child that spins for about `ms` milliseconds of its own CPU, however busy the machine is. */
const spin = (ms: number) =>
  spawnSync(process.execPath, ['-e', `const t0 = process.cpuUsage(); while ((process.cpuUsage(t0).user + process.cpuUsage(t0).system) / 1e3 < ${String(ms)});`]);

it.runIf(process.platform === 'linux')('gives each ended child’s CPU time, once', () => {
  const meter = childCpuMeter();
  spin(300);
  const first = meter();
  expect(first).toBeGreaterThanOrEqual(0.29);
  // Its start-up besides the spin, not seconds more.
  expect(first).toBeLessThan(3);
  expect(meter()).toBeLessThan(0.05);
});

it('notes the CPU time beside a wall time, or nothing where it is not known', () => {
  expect(cpuNote(12.345)).toBe(' (CPU 12.3 s)');
  expect(cpuNote(null)).toBe('');
});
