import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { DockOutcome, DockStatus } from '../tables.js';
import { contactOf } from './items.js';

const MESSAGES = [
  '贵司发布的信息与我司业务高度契合，希望进一步沟通合作细节，方便时请联系。',
  '我们有成熟的解决方案和同类项目案例，可先安排技术人员上门交流。',
  '对该信息很感兴趣，想了解具体的技术参数和合作方式。',
  '我司可提供小批量试样，期待与贵司建立长期合作关系。',
];
const DECLINES = ['暂时已有合作方，感谢关注', '需求已调整，暂不开展该项合作', '对方资质与要求暂不匹配'];
const STATES: [DockStatus, number][] = [
  ['WAITING', 35],
  ['ACCEPTED', 45],
  ['DECLINED', 20],
];
const OUTCOMES: [DockOutcome, number][] = [
  ['', 40],
  ['DEAL', 40],
  ['NO_DEAL', 20],
];

/** Docking requests on a park's published items from other organisations, in every state. */
export async function seedDocks(db: Kysely<DB>, today: SeedDay, tenantId: number): Promise<void> {
  const r = new Random(seedFrom('demand-docks', tenantId));
  const items = await db
    .selectFrom('demand_items')
    .select(['id', 'org_id', 'contact_name', 'contact_phone', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'JOINT')
    .orderBy('id')
    .execute();
  const orgIds = [...new Set(items.map((i) => i.org_id))];
  if (orgIds.length < 2) return;
  // The demo enterprise (the first) both sends and receives.
  const first = Math.min(...orgIds);
  const targets = items.filter((_, i) => i % 3 === 0 || items[i]?.org_id === first);
  for (const [n, item] of targets.entries()) {
    const others = orgIds.filter((o) => o !== item.org_id);
    const from = n % 5 === 0 && item.org_id !== first ? first : r.pick(others);
    const status = r.weighted(STATES);
    const contact = contactOf(r);
    const age = r.int(1, 60);
    await db
      .insertInto('demand_docks')
      .values({
        tenant_id: tenantId,
        item_id: item.id,
        owner_org_id: item.org_id,
        from_org_id: from,
        from_user_id: null,
        message: r.pick(MESSAGES),
        from_contact_name: contact.name,
        from_contact_phone: contact.phone,
        status,
        reason: status === 'DECLINED' ? r.pick(DECLINES) : '',
        owner_contact_name: status === 'ACCEPTED' ? item.contact_name : '',
        owner_contact_phone: status === 'ACCEPTED' ? item.contact_phone : '',
        outcome: status === 'ACCEPTED' ? r.weighted(OUTCOMES) : '',
        suggested_from: null,
        created_at: today.at(-age, r.int(0, 30000)),
        updated_at: today.at(-age + (status === 'WAITING' ? 0 : 1)),
      })
      .execute();
  }
}
