import type { Kysely } from 'kysely';
import type { ProductState } from '../../../../common/service/lifecycle.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { seedApplies, type SeedProduct } from './applies.js';
import { seedRequires } from './requires.js';
import { CATEGORIES_OF_KIND, INTROS, PRODUCTS, QUALIFICATIONS, RETURN_REASONS } from './texts.js';

/**
 * The service demo of both parks: each service organisation's record (one suspended), its products
 * in every publish state (the demo organisation's in each), and applications in every status over
 * the last twelve months with their trails and ratings (seed/applies.ts), enterprises' requirements in
 * every status with the organisations' answers (seed/requires.ts). Deterministic.
 */

/** The organisation the park suspended. */
const SUSPENDED_INDEX = 3;
const DEMO_STATES: ProductState[] = ['JOINT', 'JOINT', 'CHECK', 'CANCEL', 'JOINT', 'CHECK'];

export async function insertDemoService(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const { id } of await db.selectFrom('tenants').select('id').orderBy('id').execute()) await seedPark(db, id, today);
}

async function seedPark(db: Kysely<DB>, tenantId: number, today: SeedDay) {
  const r = new Random(seedFrom('service', tenantId));
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'category'])
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'SERVICE')
    .orderBy('id')
    .limit(24)
    .execute();
  const published: SeedProduct[] = [];
  for (const [i, org] of orgs.entries()) {
    const categories = CATEGORIES_OF_KIND[org.category] ?? (['管理咨询'] as const);
    const suspended = i === SUSPENDED_INDEX;
    await db
      .insertInto('service_orgs')
      .values({
        tenant_id: tenantId,
        org_id: org.id,
        categories: categories.join(','),
        qualification: categories.flatMap((c) => QUALIFICATIONS[c].slice(0, 1)).join('\n'),
        intro: r.pick(INTROS),
        status: suspended ? 'SUSPENDED' : 'ACTIVE',
        suspend_reason: suspended ? '年度服务评价低于园区标准，整改期间暂停接受新申请' : '',
        updated_at: today.at(-r.int(10, 200)),
      })
      .execute();
    const texts = categories.flatMap((c, ci) => PRODUCTS[c].slice(0, ci === 0 ? 3 : 2).map((t) => [c, t] as const));
    for (const [pi, [category, [title, summary, priceMode, price, period]]] of texts.entries()) {
      const status: ProductState = i === 0 ? (DEMO_STATES[pi] ?? 'JOINT') : r.weighted<ProductState>([['JOINT', 7], ['CHECK', 1.5], ['CANCEL', 1]]);
      const age = r.int(30, 400);
      const publishedAt = status === 'JOINT' ? today.at(-age + 2, r.int(0, 36000)) : null;
      const { id } = await db
        .insertInto('service_products')
        .values({
          tenant_id: tenantId,
          org_id: org.id,
          author_id: null,
          title,
          category,
          summary,
          price_mode: priceMode,
          price,
          period,
          contact_name: r.pick(['王磊', '陈思', '周婷', '李可', '赵明', '沈悦']),
          contact_phone: `1${String(5700000000 + tenantId * 1000000 + i * 1000 + pi).slice(0, 10)}`,
          status,
          reason: status === 'CANCEL' ? r.pick(RETURN_REASONS) : '',
          published_at: publishedAt,
          created_at: today.at(-age, r.int(0, 36000)),
          updated_at: publishedAt ?? today.at(-age + 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'JOINT' && !suspended) published.push({ id, orgId: org.id, orgName: org.fullname, title, category });
    }
  }
  await seedApplies(db, tenantId, today, r, published);
  const serving = orgs.filter((_, i) => i !== SUSPENDED_INDEX).map((o) => ({ id: o.id, name: o.fullname }));
  await seedRequires(db, tenantId, today, r, serving);
}
