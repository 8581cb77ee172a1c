import type { Kysely } from 'kysely';
import type { QuestionKind, SurveyStatus } from '../../../../common/survey/rules.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { StoredAnswer } from '../repo.js';
import data from './texts.json' with { type: 'json' };

/**
 * The survey demo of both parks (texts.json): a closed survey most enterprises answered, an open
 * one sent to the demo enterprise (13800000003 answers it in the demo) and others, some already
 * answered, and a draft. Deterministic: the same day seeds the same rows.
 */

interface DemoQuestion {
  title: string;
  kind: string;
  required: boolean;
  options?: string[];
  unit?: string;
  range?: number[];
  texts?: string[];
}

interface DemoSurvey {
  title: string;
  intro: string;
  status: string;
  sentDaysAgo?: number;
  closedDaysAgo?: number;
  deadlineInDays?: number;
  answerShare?: number;
  questions: DemoQuestion[];
}

const DEMO: Record<string, DemoSurvey[] | undefined> = data;
/** Enterprises each sent survey reaches. */
const SENT_TO = 30;

export async function insertDemoSurveys(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenantId of [1, 2]) await seedPark(db, tenantId, today);
}

async function seedPark(db: Kysely<DB>, tenantId: number, today: SeedDay) {
  const surveys = DEMO[String(tenantId)] ?? [];
  const random = new Random(seedFrom('survey', tenantId));
  const accounts = DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId);
  const users = await db.selectFrom('users').select(['id', 'name', 'phone', 'org_id']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const author = users.find((u) => accounts.some((a) => a.phone === u.phone && (a.role === '管委会' || a.role === '管理员')));
  const demoOrgId = users.find((u) => accounts.some((a) => a.phone === u.phone && a.org === 'ORG'))?.org_id ?? null;
  const listed = await db.selectFrom('orgs').select(['id', 'fullname']).where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').limit(SENT_TO + 10).execute();
  // The demo enterprise first, so every sent survey reaches it.
  const orgs = [...listed.filter((o) => o.id === demoOrgId), ...listed.filter((o) => o.id !== demoOrgId)].slice(0, SENT_TO);
  if (orgs.length === 0) return;

  for (const [n, s] of surveys.entries()) {
    const status = s.status as SurveyStatus;
    const created = today.at(-(s.sentDaysAgo ?? 2) - 3, 9 * 3600 + n * 600);
    const sentAt = s.sentDaysAgo === undefined ? null : today.at(-s.sentDaysAgo, 10 * 3600);
    const closedAt = s.closedDaysAgo === undefined ? null : today.at(-s.closedDaysAgo, 17 * 3600);
    const survey = await db
      .insertInto('surveys')
      .values({
        tenant_id: tenantId,
        title: s.title,
        intro: s.intro,
        status,
        deadline: s.deadlineInDays !== undefined ? today.date(s.deadlineInDays) : s.closedDaysAgo !== undefined ? today.date(-s.closedDaysAgo) : null,
        author_id: author?.id ?? null,
        author_name: author?.name ?? '园区管委会',
        opened_at: sentAt,
        closed_at: closedAt,
        created_at: created,
        updated_at: closedAt ?? sentAt ?? created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = [];
    for (const [seq, q] of s.questions.entries()) {
      const options = (q.options ?? []).map((label, i) => ({ id: i + 1, label }));
      const row = await db
        .insertInto('survey_questions')
        .values({ tenant_id: tenantId, survey_id: survey.id, seq, title: q.title, kind: q.kind as QuestionKind, required: q.required ? 1 : 0, options: JSON.stringify(options), unit: q.unit ?? '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      questions.push({ ...q, id: row.id, optionIds: options.map((o) => o.id) });
    }
    if (!sentAt) continue;
    const sentDay = s.sentDaysAgo ?? 0;
    await db
      .insertInto('survey_targets')
      .values(orgs.map((o, i) => ({ tenant_id: tenantId, survey_id: survey.id, org_id: o.id, org_name: o.fullname, via: i % 3 === 0 ? '指定企业' : '按行业', sent_at: sentAt })))
      .execute();
    for (const [i, org] of orgs.entries()) {
      // The demo enterprise answered the closed surveys and leaves the open ones for the demo.
      const answers = org.id === demoOrgId ? status === 'CLOSED' : random.chance(s.answerShare ?? 0.5);
      if (!answers) continue;
      const member = users.find((u) => u.org_id === org.id);
      const span = Math.max(1, sentDay - (s.closedDaysAgo ?? 0));
      const at = today.at(-sentDay + (i % span), 8 * 3600 + i * 97);
      const sheet = questions.flatMap((q): StoredAnswer[] => {
        if (!q.required && random.chance(0.25)) return [];
        if (q.kind === 'NUMBER') {
          const [min = 0, max = 100] = q.range ?? [];
          return [{ questionId: q.id, value: random.int(min, max) }];
        }
        if (q.kind === 'TEXT') return q.texts?.length ? [{ questionId: q.id, text: random.pick(q.texts) }] : [];
        if (q.kind === 'SINGLE') return [{ questionId: q.id, optionIds: [random.weighted(q.optionIds.map((id) => [id, q.optionIds.length + 1 - id] as const))] }];
        const picked = q.optionIds.filter(() => random.chance(0.4));
        return [{ questionId: q.id, optionIds: picked.length ? picked : [random.pick(q.optionIds)] }];
      });
      await db
        .insertInto('survey_responses')
        .values({ tenant_id: tenantId, survey_id: survey.id, org_id: org.id, user_id: member?.id ?? null, user_name: member?.name ?? '企业填报人', answers: JSON.stringify(sheet), answered_at: at, updated_at: at })
        .execute();
    }
  }
}
