import type { TestProject } from 'vitest/node';
import { onServer } from './pg-templates.js';

/**
 * Vitest's global setup of the server tests: names this run's PostgreSQL templates
 * (pg-templates.ts) and drops them when the run ends, and first those of runs that were stopped
 * before they could (their process is gone).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const prefix = `tpl_${String(process.pid)}_${project.name.replace(/\W/g, '')}`;
  project.provide('pgTemplatePrefix', prefix);
  if (!process.env.TEST_DATABASE_URL) return undefined;
  await dropTemplates((name) => !alive(Number(name.split('_')[1])));
  return () => dropTemplates((name) => name.startsWith(`${prefix}_`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

async function dropTemplates(drop: (name: string) => boolean): Promise<void> {
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'tpl\\_%'`);
    for (const { datname } of rows) if (drop(datname)) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
