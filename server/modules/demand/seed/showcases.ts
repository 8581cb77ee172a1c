import type { Kysely } from 'kysely';
import type { ItemState } from '../../../../common/demand/lifecycle.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { SeedOrg } from './demand.js';
import { contactOf, industryOf } from './items.js';
import { RETURN_REASONS, TEXTS } from './texts.js';

const HONOURS = [
  '国家高新技术企业',
  '浙江省科技型中小企业',
  '省级专精特新中小企业',
  'ISO9001质量管理体系认证',
  '市级企业研发中心',
  '知识产权管理体系认证',
];
const STATES: [ItemState, number][] = [
  ['JOINT', 70],
  ['CHECK', 15],
  ['CANCEL', 10],
  ['OFFLINE', 5],
];

/** Showcases (企业风采) of most of a park's organisations, in every state. */
export async function seedShowcases(
  db: Kysely<DB>,
  today: SeedDay,
  tenantId: number,
  orgs: SeedOrg[],
): Promise<void> {
  const r = new Random(seedFrom('demand-showcases', tenantId));
  for (const [i, org] of orgs.slice(0, 40).entries()) {
    const texts = TEXTS[industryOf(org.industry_name)];
    const status = i === 0 ? 'JOINT' : r.weighted(STATES);
    const honours = HONOURS.filter(() => r.chance(0.4));
    const contact = contactOf(r);
    const age = r.int(10, 300);
    await db
      .insertInto('demand_showcases')
      .values({
        tenant_id: tenantId,
        org_id: org.id,
        author_id: null,
        title: org.fullname,
        intro: `${org.fullname}位于${org.county || '园区'}，专注${org.industry_name}领域，主要产品和服务包括${texts.products.slice(0, 3).join('、')}等。公司坚持自主创新，拥有一支经验丰富的研发团队，与多所高校院所建立了长期合作关系，产品服务园区内外数百家客户。`,
        honours: (honours.length > 0 ? honours : ['园区入驻企业']).join('\n'),
        contact_name: contact.name,
        contact_phone: contact.phone,
        status,
        reason: status === 'CANCEL' ? r.pick(RETURN_REASONS) : '',
        published_at: status === 'JOINT' || status === 'OFFLINE' ? today.at(-age + 2) : null,
        created_at: today.at(-age),
        updated_at: today.at(-age + 2),
      })
      .execute();
  }
}
