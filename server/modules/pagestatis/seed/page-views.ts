import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { countViews, type CountedView } from '../rollup.js';
import { OPERATOR_WEEKEND_SHARE, secondOfDay, viewsOnDay } from './rhythm.js';
import { pickVisitor, visitorsOf, type Visitors } from './visitors.js';

/**
 * Two months of page views on both parks, as the portal records them (module, page title, url):
 * visitors mostly on the home page, policies and notices, the park's enterprise staff in the
 * personal centre, its operators in the operations centre, each signed-in visit by one of the
 * park's own accounts (visitors.ts); weekdays busier than weekends, office hours busier than the
 * night (rhythm.ts). Counted into the daily rollup as the server counts a stored record.
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
const HOUR = 3600;
/** Of the pages anyone opens, the share opened signed in by enterprise staff, and by operators. */
const SIGNED_IN_MEMBER = 0.45;
const SIGNED_IN_OPERATOR = 0.05;

/** Who opened a page at an instant: one of the park's accounts present then, or nobody signed in. */
function visitorOf(page: DemoPage, at: string, visitors: Visitors, random: Random): number | null | 'none' {
  if (page.who === 'operator') return pickVisitor(visitors.operators, at, random) ?? 'none';
  if (page.who === 'user') return pickVisitor(visitors.members, at, random) ?? 'none';
  const roll = random.next();
  if (roll < SIGNED_IN_MEMBER) return pickVisitor(visitors.members, at, random);
  if (roll < SIGNED_IN_MEMBER + SIGNED_IN_OPERATOR) return pickVisitor(visitors.operators, at, random);
  return null;
}

export async function insertDemoPageViews(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  const tenants = await trx.selectFrom('tenants').select('id').orderBy('id').execute();
  for (const { id: tenantId } of tenants) {
    const random = new Random(seedFrom('page-views', tenantId));
    const visitors = await visitorsOf(trx, tenantId, random);
    const views: CountedView[] = [];
    const rows: Array<{ tenant_id: number; user_id: number | null; url: string; pagename: string; modulename: string; client_key: null; created_at: string }> = [];
    // Park days, the last the one under way: it began at 00:00 park time, eight hours before the
    // seeding day (server/db/seed/seed-day.ts), and only its night before 08:00 is surely past.
    for (let back = DAYS - 1; back >= 0; back -= 1) {
      const weekday = new Date(`${today.date(-back)}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const pages = PAGES.map((p) => [p, p.who === 'operator' && weekend ? p.weight * OPERATOR_WEEKEND_SHARE : p.weight] as const);
      const count = viewsOnDay(random, weekend, tenantId === 1);
      for (let n = 0; n < count; n += 1) {
        const page = random.weighted(pages);
        const second = secondOfDay(random, page.who === 'operator');
        if (back === 0 && second >= 8 * HOUR) continue;
        const createdAt = today.at(-back, second - 8 * HOUR);
        const userId = visitorOf(page, createdAt, visitors, random);
        if (userId === 'none') continue;
        rows.push({ tenant_id: tenantId, user_id: userId, url: page.url, pagename: page.pagename, modulename: page.modulename, client_key: null, created_at: createdAt });
        views.push({ tenantId, userId, modulename: page.modulename, pagename: page.pagename, createdAt });
      }
    }
    for (let at = 0; at < rows.length; at += 500) await trx.insertInto('page_views').values(rows.slice(at, at + 500)).execute();
    await countViews(trx, views);
  }
}
