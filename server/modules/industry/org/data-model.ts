import type { Kysely } from 'kysely';
import type { DataModel } from '../../../../common/industry/org/contract.js';
import type { DB } from '../../../db/schema.js';
import { industryOrgs } from './repo.js';

type Org = Awaited<ReturnType<typeof industryOrgs>>[number];
interface Facts {
  directory: { credit_code: string; legal_person: string; contact_phone: string; address: string; ranges: string; category: string };
  torch: boolean;
}

/** The data the park tracks about an industry enterprise, by where it comes from, and whether one has it. */
const FIELDS: { group: string; key: string; label: string; source: string; has: (o: Org, f: Facts) => boolean }[] = [
  { group: '基本信息', key: 'creditCode', label: '统一社会信用代码', source: '企业名录', has: (_o, f) => f.directory.credit_code !== '' },
  { group: '基本信息', key: 'legalPerson', label: '法定代表人', source: '企业名录', has: (_o, f) => f.directory.legal_person !== '' },
  { group: '基本信息', key: 'contactPhone', label: '联系电话', source: '企业名录', has: (_o, f) => f.directory.contact_phone !== '' },
  { group: '基本信息', key: 'setupDate', label: '成立日期', source: '企业名录', has: (o) => o.setupDate !== '' },
  { group: '基本信息', key: 'capital', label: '注册资本', source: '企业名录', has: (o) => o.capital > 0 },
  { group: '基本信息', key: 'category', label: '企业类别', source: '企业名录', has: (_o, f) => f.directory.category !== '' },
  { group: '区位', key: 'county', label: '所在区县', source: '企业名录', has: (o) => o.county !== '' },
  { group: '区位', key: 'address', label: '详细地址', source: '企业名录', has: (_o, f) => f.directory.address !== '' },
  { group: '区位', key: 'location', label: '地图坐标', source: '企业名录', has: (o) => o.lng !== 0 && o.lat !== 0 },
  { group: '产业', key: 'industry', label: '所属行业', source: '企业名录', has: (o) => o.industry !== '' },
  { group: '产业', key: 'ranges', label: '经营范围', source: '企业名录', has: (_o, f) => f.directory.ranges !== '' },
  { group: '产业', key: 'products', label: '主营产品', source: '产业链标注', has: (o) => o.products.length > 0 },
  { group: '经营与创新', key: 'torch', label: '火炬统计（最近年度）', source: '火炬统计', has: (_o, f) => f.torch },
  { group: '经营与创新', key: 'devices', label: '主要生产设备', source: '设备台账', has: (o) => o.devices > 0 },
];

/** Each tracked field with how many of the park's industry enterprises have it. */
export async function dataModel(db: Kysely<DB>): Promise<DataModel> {
  const orgs = await industryOrgs(db);
  const ids = orgs.map((o) => o.orgId);
  const [directory, torch] = ids.length
    ? await Promise.all([
        db.selectFrom('orgs').select(['id', 'credit_code', 'legal_person', 'contact_phone', 'address', 'ranges', 'category']).where('id', 'in', ids).execute(),
        db.selectFrom('industry_torch_reports').select('org_id').distinct().where('org_id', 'in', ids).execute(),
      ])
    : [[], []];
  const byId = new Map(directory.map((d) => [d.id, d]));
  const reported = new Set(torch.map((t) => t.org_id));
  const facts = (o: Org): Facts => ({
    directory: byId.get(o.orgId) ?? { credit_code: '', legal_person: '', contact_phone: '', address: '', ranges: '', category: '' },
    torch: reported.has(o.orgId),
  });
  const groups = [...new Set(FIELDS.map((f) => f.group))].map((name) => ({
    name,
    fields: FIELDS.filter((f) => f.group === name).map((f) => {
      const filled = orgs.filter((o) => f.has(o, facts(o))).length;
      return { key: f.key, label: f.label, source: f.source, filled, rate: orgs.length ? Math.round((filled / orgs.length) * 1000) / 10 : 0 };
    }),
  }));
  return { enterprises: orgs.length, groups };
}
