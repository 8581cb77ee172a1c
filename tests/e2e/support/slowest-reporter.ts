import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the end of every run lists. */
const SHOWN = 10;

interface Timing {
  test: string;
  seconds: number;
  status: string;
}

/**
 * Lists the ten slowest tests at the end of every run (their file, line and title, how long they
 * took and how they ended), so a suite that grows slower says where, and writes every test's time
 * to test-results/e2e-times.json.
 */
export default class SlowestReporter implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const where = `${path.relative(process.cwd(), test.location.file)}:${String(test.location.line)}`;
    this.timings.push({ test: `${where} ${test.title}`, seconds: result.duration / 1000, status: result.status });
  }

  onEnd(result: FullResult): void {
    const slowest = [...this.timings].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const total = this.timings.reduce((sum, t) => sum + t.seconds, 0);
    console.log(`\nThe ${String(slowest.length)} slowest of ${String(this.timings.length)} tests (${total.toFixed(0)} s of test time, ${(result.duration / 1000).toFixed(0)} s in all):`);
    for (const t of slowest) console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.status === 'passed' ? '' : `[${t.status}] `}${t.test}`);
    const out = path.resolve('test-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'e2e-times.json'), JSON.stringify(this.timings.sort((a, b) => b.seconds - a.seconds), null, 1));
  }

  printsToStdio(): boolean {
    return false;
  }
}
