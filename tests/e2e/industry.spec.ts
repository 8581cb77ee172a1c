import ExcelJS from 'exceljs';
import type { IndustryCatalog, IndustryChainMap, IndustryTarget } from '../../common/industry/contract.js';
import { apiAt } from './support/api.js';
import { addSession } from './support/session.js';
import { expect, test } from './support/test.js';

/**
 * Industry maps (issue #32) end to end, as the park's operator: tagging an enterprise to a missing
 * link turns it from 缺 to 弱 on the chain's drawing; an .xlsx of targets with one bad row saves
 * nothing and names the row. Chains and enterprises are found through the API.
 */

const OPERATOR = '13800000001';
const BASE = '/api/parkboot';

test.describe('industry maps', () => {
  test.setTimeout(120_000);

  test('tagging an enterprise to a missing link turns it from 缺 to 弱 on the chain', async ({ page, context, request }) => {
    const api = await apiAt(request, await addSession(context, OPERATOR));
    const { list: chains } = await api.get<IndustryCatalog>(`${BASE}/v2/industryMap/listStandTopCatalog?sysid=1`);
    let found: { chainId: number; link: string } | null = null;
    for (const chain of chains) {
      const map = await api.get<IndustryChainMap>(`${BASE}/v2/industryMap/getIm3Index?directoryId=${String(chain.id)}&sysid=1`);
      const link = map.nodes.find((n) => n.level === 'LINK' && n.strength === 'MISSING' && n.strongAt > 1);
      if (link) {
        found = { chainId: chain.id, link: link.name };
        break;
      }
    }
    expect(found, 'a seeded chain with a missing link').not.toBeNull();
    const { chainId, link } = found!;
    const orgs = await api.post<{ list: { fullname: string }[] }>(`${BASE}/v2/org/listEsOrg`, { orgtypes: ['ORG'], size: 1, pagenum: 1, sysid: 1 });
    const org = orgs.list[0]!.fullname;

    const drawn = page.getByTestId('chain-drawing').getByRole('button', { name: new RegExp(`^${link}（环节）`) });
    await page.goto(`/innoweb/op/im/chain/${String(chainId)}`);
    await expect(drawn).toHaveAccessibleName(/本地企业 0 家，缺/);

    await page.goto(`/innoweb/op/indusManage/local/${String(chainId)}?strength=MISSING`);
    await page.getByRole('button', { name: `标注企业到${link}` }).click();
    await page.getByPlaceholder('输入企业名称（至少 2 个字）').fill(org.slice(0, 6));
    await page.getByPlaceholder('输入企业名称（至少 2 个字）').press('Enter');
    await page.getByLabel('查找结果').getByText(org, { exact: true }).click();
    await page.getByRole('textbox', { name: '主营产品' }).fill('配套零部件');
    await page.getByRole('button', { name: /^标注 1 家/ }).click();
    // Under the 缺 filter the link, no longer missing, leaves the list.
    await expect(page.getByRole('button', { name: `标注企业到${link}` })).toHaveCount(0);
    await page.goto(`/innoweb/op/im/chain/${String(chainId)}`);
    await expect(drawn).toHaveAccessibleName(/本地企业 1 家，弱/);
  });

  test('an .xlsx of targets with one bad row saves nothing and names the row', async ({ page, context, request }) => {
    const api = await apiAt(request, await addSession(context, OPERATOR));
    const chain = (await api.get<IndustryCatalog>(`${BASE}/v2/industryMap/listStandTopCatalog?sysid=1`)).list[0]!;
    const map = await api.get<IndustryChainMap>(`${BASE}/v2/industryMap/getIm3Index?directoryId=${String(chain.id)}&sysid=1`);
    const link = map.nodes.find((n) => n.level === 'LINK')!.name;
    const count = async () => (await api.get<{ total: number }>(`${BASE}/industry/targets?chainId=${String(chain.id)}&size=1&sysid=1`)).total;
    const before = await count();

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('招商目标');
    sheet.addRow(['企业名称', '所在地区', '企业规模', '对应环节', '招引理由', '跟进状态', '跟进情况']);
    sheet.addRow(['合肥星驰智造科技有限公司', '安徽省合肥市', '中型', link, '补齐本地配套', '', '']);
    sheet.addRow(['无锡恒昇精密部件有限公司', '江苏省无锡市', '特大型', link, '补齐本地配套', '', '']);
    await page.goto(`/innoweb/op/indusManage/merchant/${String(chain.id)}`);
    await page.getByLabel('选择导入文件').setInputFiles({
      name: '招商目标.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toContainText('未保存任何数据');
    const errors = outcome.getByRole('list', { name: '导入错误' }).getByRole('listitem');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('第3行（无锡恒昇精密部件有限公司）');
    await expect(errors.first()).toContainText('企业规模应为');
    expect(await count()).toBe(before);
    const saved = await api.get<{ list: IndustryTarget[] }>(`${BASE}/industry/targets?chainId=${String(chain.id)}&search=${encodeURIComponent('合肥星驰')}&sysid=1`);
    expect(saved.list).toEqual([]);
  });
});
