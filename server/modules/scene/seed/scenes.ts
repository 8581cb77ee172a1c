import type { Kysely } from 'kysely';
import type { AuditState, OppState } from '../../../../common/scene/lifecycle.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { ABILITIES, BACK_REASONS, CONTACTS, FAIL_REASONS, NEEDS, OFFERS, OPPS, RETURN_REASONS, ROUNDS } from './texts.js';

/**
 * The scenario demo of both parks: the park's opportunities in every publish state (some past
 * their deadline), enterprises' capabilities in every audit state, two open collection rounds with
 * items waiting for review and two closed ones fully reviewed. Deterministic.
 */

const OPP_STATES: OppState[] = ['JOINT', 'JOINT', 'CHECK', 'CANCEL', 'JOINT', 'CHECK', 'JOINT', 'JOINT'];
const AUDIT_STATES: AuditState[] = ['PASS', 'TOAUDIT', 'PASS', 'FAIL', 'BACK', 'PASS', 'TOAUDIT'];

export async function insertDemoScenes(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const { id } of await db.selectFrom('tenants').select('id').orderBy('id').execute()) await seedPark(db, id, today);
}

function reasonOf(r: Random, status: OppState | AuditState): string {
  if (status === 'CANCEL') return r.pick(RETURN_REASONS);
  if (status === 'FAIL') return r.pick(FAIL_REASONS);
  if (status === 'BACK') return r.pick(BACK_REASONS);
  return '';
}

async function seedPark(db: Kysely<DB>, tenantId: number, today: SeedDay) {
  const r = new Random(seedFrom('scene', tenantId));
  const phone = (n: number) => `13${String(800000000 + tenantId * 10_000_000 + n).slice(0, 9)}`;
  const contact = (n: number) => ({ contact_name: r.pick(CONTACTS), contact_phone: phone(n) });

  for (const [i, [title, industry, unit, needs, min, max]] of OPPS.entries()) {
    const status = OPP_STATES[i % OPP_STATES.length] ?? 'JOINT';
    const age = r.int(5, 200);
    await db
      .insertInto('scene_opps')
      .values({
        tenant_id: tenantId,
        author_id: null,
        title,
        industry,
        owner_unit: unit,
        needs,
        budget_min: min,
        budget_max: max,
        // Every fifth one is past its deadline.
        deadline: today.date(i % 5 === 4 ? -r.int(5, 60) : r.int(20, 150)),
        ...contact(i),
        status,
        reason: reasonOf(r, status),
        published_at: status === 'JOINT' ? today.at(-age + 1, r.int(0, 36000)) : null,
        created_at: today.at(-age, r.int(0, 36000)),
        updated_at: today.at(-age + 1, r.int(0, 36000)),
      })
      .execute();
  }

  const orgs = await db.selectFrom('orgs').select('id').where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').limit(40).execute();
  if (orgs.length === 0) return;
  const orgAt = (n: number) => orgs[n % orgs.length]!.id;

  for (let n = 0; n < ABILITIES.length * 2; n += 1) {
    const [title, field, summary, cases] = ABILITIES[n % ABILITIES.length]!;
    const status = AUDIT_STATES[n % AUDIT_STATES.length] ?? 'PASS';
    const age = r.int(3, 300);
    await db
      .insertInto('scene_abilities')
      .values({
        tenant_id: tenantId,
        org_id: orgAt(n * 3 + 1),
        author_id: null,
        title,
        field,
        summary,
        cases: n % 4 === 3 ? '' : cases,
        ...contact(100 + n),
        status,
        reason: reasonOf(r, status),
        created_at: today.at(-age, r.int(0, 36000)),
        updated_at: today.at(-age + 1, r.int(0, 36000)),
      })
      .execute();
  }

  for (const [ri, [title, intro, fields]] of ROUNDS.entries()) {
    const open = ri < 2;
    const start = open ? -(20 + ri * 15) : -(150 + ri * 90);
    const end = start + (open ? 75 : 45);
    const { id: roundId } = await db
      .insertInto('scene_rounds')
      .values({
        tenant_id: tenantId,
        author_id: null,
        title: `${String(today.year(start))}年${title}`,
        intro,
        start_date: today.date(start),
        end_date: today.date(end),
        fields: fields.join(','),
        status: open ? 'OPEN' : 'CLOSED',
        closed_at: open ? null : today.at(end + 3),
        created_at: today.at(start - 2),
        updated_at: today.at(open ? start : end + 3),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = open ? 12 : 9;
    for (let k = 0; k < count; k += 1) {
      const kind = k % 3 === 2 ? 'ABILITY' : 'NEED';
      const [itemTitle, content] = kind === 'NEED' ? NEEDS[(k + ri) % NEEDS.length]! : OFFERS[(k + ri) % OFFERS.length]!;
      const status: AuditState = open ? (AUDIT_STATES[(k + ri) % AUDIT_STATES.length] ?? 'TOAUDIT') : k % 4 === 3 ? 'FAIL' : 'PASS';
      const day = Math.min(start + 2 + k * 4, -1);
      await db
        .insertInto('scene_items')
        .values({
          tenant_id: tenantId,
          round_id: roundId,
          org_id: orgAt(ri * 7 + k * 2),
          author_id: null,
          kind,
          title: itemTitle,
          field: fields[k % fields.length]!,
          content,
          ...contact(200 + ri * 20 + k),
          status,
          reason: reasonOf(r, status),
          created_at: today.at(day, r.int(0, 36000)),
          updated_at: today.at(day + 1, r.int(0, 36000)),
        })
        .execute();
    }
  }
}
