import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { countViews, type CountedView } from '../rollup.js';

/**
 * Two months of page views on both parks, as the portal records them (module, page title, url):
 * visitors mostly on the home page, policies and notices, signed-in users in the personal centre,
 * operators in the operations centre; fewer on weekends. Counted into the daily rollup as the
 * server counts a stored record.
 */

interface DemoPage {
  modulename: string;
  pagename: string;
  url: string;
  /** Relative weight of the page in a day's visits. */
  weight: number;
  /** Who opens it: anyone, a signed-in enterprise user, an operator. */
  who: 'anyone' | 'user' | 'operator';
}

const PAGES: readonly DemoPage[] = [
  { modulename: 'home', pagename: '首页', url: '/index', weight: 30, who: 'anyone' },
  { modulename: 'home', pagename: '企业服务', url: '/qyfw/index', weight: 8, who: 'anyone' },
  { modulename: 'policy', pagename: '政策匹配', url: '/policy/index', weight: 12, who: 'anyone' },
  { modulename: 'policy', pagename: '政策详情', url: '/policy/detail/3', weight: 9, who: 'anyone' },
  { modulename: 'notice', pagename: '通知详情', url: '/notice/detail/2', weight: 7, who: 'anyone' },
  { modulename: 'account', pagename: '登录', url: '/login', weight: 6, who: 'anyone' },
  { modulename: 'account', pagename: '注册账号', url: '/regist/user', weight: 2, who: 'anyone' },
  { modulename: 'user', pagename: '个人中心', url: '/user/index', weight: 6, who: 'user' },
  { modulename: 'appeal', pagename: '我的诉求', url: '/user/appeal', weight: 3, who: 'user' },
  { modulename: 'appeal', pagename: '提交诉求', url: '/user/appeal/add', weight: 1, who: 'user' },
  { modulename: 'certify', pagename: '企业认证', url: '/regist/org', weight: 1, who: 'user' },
  { modulename: 'op-home', pagename: '工作台', url: '/op/index', weight: 5, who: 'operator' },
  { modulename: 'op-appeal', pagename: '诉求办理', url: '/op/appeal/list', weight: 4, who: 'operator' },
  { modulename: 'op-org', pagename: '企业认证审核', url: '/op/orgAudit', weight: 2, who: 'operator' },
  { modulename: 'op-policy', pagename: '政策管理', url: '/op/policyManage', weight: 2, who: 'operator' },
];

const DAYS = 60;

/** A small deterministic generator: a seed made twice on the same day stores the same rows. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function insertDemoPageViews(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  const tenants = await trx.selectFrom('tenants').select('id').orderBy('id').execute();
  const totalWeight = PAGES.reduce((sum, p) => sum + p.weight, 0);
  for (const { id: tenantId } of tenants) {
    const users = await trx
      .selectFrom('users')
      .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
      .leftJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['users.id', 'roles.rolename'])
      .where('users.tenant_id', '=', tenantId)
      .execute();
    const operators = [...new Set(users.filter((u) => u.rolename === '管理员' || u.rolename === '管委会').map((u) => u.id))];
    const members = [...new Set(users.map((u) => u.id))].filter((id) => !operators.includes(id));
    const random = generator(tenantId * 7919);
    const views: CountedView[] = [];
    const rows: Array<{ tenant_id: number; user_id: number | null; url: string; pagename: string; modulename: string; client_key: null; created_at: string }> = [];
    for (let back = DAYS - 1; back >= 0; back -= 1) {
      const weekday = new Date(today.at(-back)).getUTCDay();
      const base = (weekday === 0 || weekday === 6 ? 25 : 70) + Math.floor(random() * 40) + (tenantId === 1 ? 30 : 0);
      for (let n = 0; n < base; n += 1) {
        let pick = random() * totalWeight;
        const page = PAGES.find((p) => (pick -= p.weight) < 0) ?? PAGES[0]!;
        const pool = page.who === 'operator' ? operators : page.who === 'user' ? members : random() < 0.4 ? members : [];
        const userId = pool.length ? pool[Math.floor(random() * pool.length)]! : null;
        // Office hours, park time (08:00–20:00 is 00:00–12:00 UTC of the seed day).
        const createdAt = today.at(-back, Math.floor(random() * 12 * 3600));
        rows.push({ tenant_id: tenantId, user_id: userId, url: page.url, pagename: page.pagename, modulename: page.modulename, client_key: null, created_at: createdAt });
        views.push({ tenantId, userId, modulename: page.modulename, pagename: page.pagename, createdAt });
      }
    }
    for (let at = 0; at < rows.length; at += 500) await trx.insertInto('page_views').values(rows.slice(at, at + 500)).execute();
    await countViews(trx, views);
  }
}
