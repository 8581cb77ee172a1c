import type { Kysely } from 'kysely';
import { quoted } from '../../../../common/quoted.js';
import { quoteText, type CaseStatus } from '../../../../common/service/rules.js';
import type { DB } from '../../../db/schema.js';
import type { Random } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { insertTrail, parkActor, type Actor, type TrailStep } from './applies.js';
import { ANSWER_PERIODS, ANSWER_PLANS, FOLLOW_NOTES, REQUIRE_CLOSES, REQUIRE_OUTCOMES, REQUIRES } from './texts.js';

/** Requirements per park. */
export const DEMO_REQUIRE_COUNTS: Record<number, number> = { 1: 40, 2: 16 };
/** The demo enterprise's first requirements: one in each status, and one still waiting without answers. */
const DEMO_ORDER: CaseStatus[] = ['TOAUDIT', 'AUDITING', 'PASS', 'BACK', 'TOAUDIT'];
const STATUS_WEIGHTS: [CaseStatus, number][] = [
  ['PASS', 4],
  ['AUDITING', 2.5],
  ['TOAUDIT', 2],
  ['BACK', 1.5],
];

export interface SeedProvider {
  id: number;
  name: string;
}

/**
 * Enterprises' requirements in every status over the last year, each answered by one to three
 * serving organisations (the demo organisation among them for the demo enterprise), one chosen
 * once it is being served, with its trail (提交, 机构应答, 选定服务机构, 跟进记录, 确认解决 / 关闭需求).
 */
export async function seedRequires(db: Kysely<DB>, tenantId: number, today: SeedDay, r: Random, providers: SeedProvider[]) {
  if (providers.length === 0) return;
  const enterprises = await db.selectFrom('orgs').select(['id', 'fullname']).where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').limit(40).execute();
  if (enterprises.length === 0) return;
  const park = await parkActor(db, tenantId);
  for (let i = 0; i < (DEMO_REQUIRE_COUNTS[tenantId] ?? 10); i++) {
    const demo = i < DEMO_ORDER.length;
    const org = demo ? enterprises[0]! : r.pick(enterprises);
    const status = demo ? DEMO_ORDER[i]! : r.weighted(STATUS_WEIGHTS);
    const [title, category, content] = REQUIRES[i % REQUIRES.length]!;
    const age = status === 'TOAUDIT' ? r.int(0, 12) : r.int(20, 350);
    const created = today.at(-age, r.int(3600, 30000));
    const end = Math.max(0, age - r.int(8, 18));
    const author = await db.selectFrom('users').select(['id', 'name', 'phone']).where('org_id', '=', org.id).orderBy('id').executeTakeFirst();
    const enterprise: Actor = { id: author?.id ?? null, name: author?.name ?? org.fullname, side: '企业' };
    const answering = i === DEMO_ORDER.length - 1 ? [] : pickSome(r, providers, demo ? providers[0] : undefined);
    const chosen = status === 'AUDITING' || status === 'PASS' || (status === 'BACK' && r.chance(0.4)) ? answering[0] : undefined;
    const budget = r.chance(0.25) ? null : r.int(1, 40) * 5000;
    const { id } = await db
      .insertInto('service_requires')
      .values({
        tenant_id: tenantId,
        org_id: org.id,
        org_name: org.fullname,
        author_id: author?.id ?? null,
        title,
        category,
        content,
        budget,
        deadline: r.chance(0.6) ? today.at(-age + r.int(60, 150)).slice(0, 10) : '',
        contact_name: author?.name ?? r.pick(['张伟', '刘芳', '吴强']),
        contact_phone: `137${String(10000000 + tenantId * 100000 + i * 41).slice(0, 8)}`,
        status,
        outcome: status === 'PASS' ? r.pick(REQUIRE_OUTCOMES) : '',
        assigned_id: chosen?.id ?? null,
        assigned_name: chosen?.name ?? '',
        created_at: created,
        updated_at: status === 'TOAUDIT' ? created : today.at(-end),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps: TrailStep[] = [['SUBMIT', null, 'TOAUDIT', '', enterprise, created]];
    for (const [k, p] of answering.entries()) {
      const quote = r.chance(0.2) ? null : Math.round((budget ?? 60000) * (0.7 + r.next() * 0.5) / 100) * 100;
      const at = today.at(-age + 1 + k, r.int(3600, 30000));
      const user = await db.selectFrom('users').select(['id', 'name']).where('org_id', '=', p.id).orderBy('id').executeTakeFirst();
      await db
        .insertInto('service_require_answers')
        .values({
          tenant_id: tenantId,
          require_id: id,
          provider_id: p.id,
          provider_name: p.name,
          author_id: user?.id ?? null,
          plan: r.pick(ANSWER_PLANS),
          quote,
          period: r.pick(ANSWER_PERIODS),
          contact_name: user?.name ?? '服务顾问',
          contact_phone: `135${String(10000000 + tenantId * 100000 + i * 53 + k).slice(0, 8)}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
      steps.push(['ANSWER', null, null, `${p.name}报价${quoteText(quote)}`, { id: user?.id ?? null, name: user?.name ?? p.name, side: '服务机构' }, at]);
    }
    if (chosen) steps.push(['ASSIGN', 'TOAUDIT', 'AUDITING', `选定${quoted(chosen.name)}`, r.chance(0.8) ? enterprise : park, today.at(-age + 4)]);
    if (chosen && r.chance(0.7)) steps.push(['NOTE', null, null, r.pick(FOLLOW_NOTES), park, today.at(-age + 6)]);
    if (status === 'PASS') steps.push(['FINISH', 'AUDITING', 'PASS', r.pick(REQUIRE_OUTCOMES), enterprise, today.at(-end)]);
    if (status === 'BACK') steps.push(['DECLINE', chosen ? 'AUDITING' : 'TOAUDIT', 'BACK', r.pick(REQUIRE_CLOSES), r.chance(0.7) ? enterprise : park, today.at(-end)]);
    await insertTrail(db, tenantId, 'REQUIRE', id, steps);
  }
}

/** One to three organisations, `first` (when given) among them and first. */
function pickSome(r: Random, providers: SeedProvider[], first: SeedProvider | undefined): SeedProvider[] {
  const picked = first ? [first] : [];
  const want = r.int(1, 3);
  for (let tries = 0; picked.length < Math.min(want, providers.length) && tries < 10; tries++) {
    const p = r.pick(providers);
    if (!picked.includes(p)) picked.push(p);
  }
  return picked;
}
