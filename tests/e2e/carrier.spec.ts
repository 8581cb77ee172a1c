import ExcelJS from 'exceljs';
import { outboxLines } from '../../server/testing/sms-outbox.js';
import { signIn } from './support/accounts.js';
import { apiAt, type SignedApi } from './support/api.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { newPhone, workerControls } from './support/pwa.js';
import { sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

/**
 * Carriers, the park map and activities (issue 31's acceptance): the map's layers, an activity with
 * two places for three people, its invitations and sign-up export, and carrier reads offline.
 */

const OPERATOR = '13800000001';
const PEOPLE = ['13800000003', '13800000004', '13800000005'] as const;
const B = '/api/dpboot';
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface Org {
  id: number;
  fullname: string;
  users: number;
}

test.describe('carriers, the park map and activities', () => {
  test.setTimeout(90_000);

  test('the map shows each layer’s markers, a layer toggled off hides them, a marker opens its detail', async ({ page }) => {
    await page.goto('/innoweb/sc/map');
    const layers = page.getByRole('group', { name: '图层' }).getByRole('button');
    await expect(layers).toHaveCount(4);
    const labels = await layers.allInnerTexts();
    expect(labels[0]).toMatch(/^创业载体/);
    const counts = labels.map((label) => Number(/(\d+)\s*$/.exec(label)?.[1] ?? 0));
    expect(counts.every((n) => n > 0), `every layer has markers: ${labels.join('、')}`).toBe(true);
    const markers = page.locator('.leaflet-marker-icon');
    let shown = counts.reduce((a, b) => a + b, 0);
    await expect(markers).toHaveCount(shown);
    // Each layer but the carriers toggled off: its markers go.
    for (const [i, count] of counts.entries()) {
      if (i === 0) continue;
      await layers.nth(i).click();
      await expect(layers.nth(i)).toHaveAttribute('aria-pressed', 'false');
      shown -= count;
      await expect(markers).toHaveCount(shown);
    }
    const first = markers.first();
    const name = (await first.getAttribute('title')) ?? '';
    expect(name).not.toBe('');
    // A marker opens its popup; the popup's link opens the detail.
    await first.click();
    await page.locator('.leaflet-popup').getByRole('link').click();
    await expect(page).toHaveURL(/\/sc\/zt\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  test('two places for three people: invited by SMS, two signed up, the third hears 名额已满, the two exported', async ({ page, request }) => {
    const operator = await apiAt(request, await sessionToken(OPERATOR));
    const title = `载体对接会${String(Date.now())}`;
    const { id } = await operator.post<{ id: number }>(`${B}/active/saveOrUpdate`, {
      title,
      type: '供需对接',
      host: '园区企业服务中心',
      place: '园区会议中心',
      startAt: at(72),
      endAt: at(74),
      deadline: at(48),
      capacity: 2,
      body: '<p>载体运营方与入驻企业对接。</p>',
    });
    await operator.post(`${B}/active/publish/${String(id)}`, {});

    // Three organisations with one user each: three SMS in the outbox; the invited list moves.
    const orgs: Org[] = [];
    for (let pagenum = 1; orgs.length < 3 && pagenum <= 40; pagenum++) {
      const candidates = await operator.post<{ list: Org[] }>(`${B}/org/listByNotSmsActive`, { activeId: id, size: 50, pagenum });
      orgs.push(...candidates.list.filter((o) => o.users === 1).slice(0, 3 - orgs.length));
      if (candidates.list.length < 50) break;
    }
    expect(orgs).toHaveLength(3);
    await operator.post(`${B}/active/sendActive`, { activeId: id, orgIds: orgs.map((o) => o.id) });
    const sent = () => outboxLines(process.env.E2E_DATA_DIR!).filter((l) => l.text?.includes(title));
    await expect.poll(() => sent().length, { message: 'three SMS in the outbox', timeout: 30_000 }).toBe(3);
    await signIn(page, OPERATOR);
    await page.goto(`/innoweb/op/dc/activity/enroll/${String(id)}`);
    await page.getByRole('button', { name: '短信邀请' }).click();
    await page.getByRole('tab', { name: /已邀请/ }).click();
    const invited = page.getByRole('dialog', { name: '短信邀请' });
    for (const org of orgs) await expect(invited.getByText(org.fullname)).toBeVisible();

    // The third opens the activity while places remain; the other two take them first.
    const third = await newPhone(page.context().browser()!, test.info());
    const thirdPage = await third.newPage();
    await signIn(thirdPage, PEOPLE[2]);
    await thirdPage.goto(`/innoweb/sc/activity/detail/${String(id)}`);
    const signUp = thirdPage.getByRole('button', { name: '立即报名' });
    await expect(signUp).toBeEnabled();
    const takers: SignedApi[] = [await apiAt(request, await sessionToken(PEOPLE[0])), await apiAt(request, await sessionToken(PEOPLE[1]))];
    const answers = await Promise.all(takers.map((api) => api.send(`${B}/active/enroll/${String(id)}`, {})));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await signUp.click();
    await expect(thirdPage.getByRole('button', { name: '名额已满' })).toBeDisabled();
    await third.close();

    // The enroll list shows the two, and exports them.
    await page.goto(`/innoweb/op/dc/activity/enroll/${String(id)}`);
    await expect(page.getByTestId('enrolled')).toContainText('2');
    for (const phone of [PEOPLE[0], PEOPLE[1]]) await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(`${PEOPLE[2].slice(0, 3)}****${PEOPLE[2].slice(-4)}`)).toHaveCount(0);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    const phones = sheet.getColumn(3).values.slice(2).map(String);
    expect(phones.sort()).toEqual([PEOPLE[0], PEOPLE[1]].sort());
  });

  test('a signed-up user checks in with the code the operator shows; the enroll list marks who came', async ({ page, request }) => {
    const operator = await apiAt(request, await sessionToken(OPERATOR));
    const title = `入驻企业见面会${String(Date.now())}`;
    // Starting in half an hour: check-in is open, sign-up still is.
    const { id } = await operator.post<{ id: number }>(`${B}/active/saveOrUpdate`, {
      title,
      type: '培训沙龙',
      host: '园区企业服务中心',
      place: '园区会议中心',
      startAt: at(0.5),
      endAt: at(2),
      deadline: at(0.4),
      capacity: 10,
      body: '<p>新入驻企业见面会。</p>',
    });
    await operator.post(`${B}/active/publish/${String(id)}`, {});
    for (const phone of [PEOPLE[0], PEOPLE[1]]) await (await apiAt(request, await sessionToken(phone))).post(`${B}/active/enroll/${String(id)}`, {});
    const board = await operator.post<{ code: string }>(`${B}/active/checkin/code/${String(id)}`, {});

    // The operator's screen shows the code; the first of the two types it on the phone.
    await signIn(page, OPERATOR);
    await page.goto(`/innoweb/op/dc/activity/enroll/${String(id)}`);
    await page.getByRole('button', { name: '签到码' }).click();
    await expect(page.getByTestId('checkin-code')).toHaveText(board.code);
    const guest = await newPhone(page.context().browser()!, test.info());
    const guestPage = await guest.newPage();
    await signIn(guestPage, PEOPLE[0]);
    await guestPage.goto(`/innoweb/sc/activity/detail/${String(id)}`);
    await guestPage.getByRole('button', { name: '签到' }).click();
    await guestPage.getByRole('textbox', { name: '签到码' }).fill(board.code);
    await guestPage.getByRole('dialog').getByRole('button', { name: '签到' }).click();
    await expect(guestPage.getByRole('status').filter({ hasText: '已签到' })).toBeVisible();
    await guest.close();

    await page.goto(`/innoweb/op/dc/activity/enroll/${String(id)}`);
    await expect(page.getByText(/已签到 \d/)).toHaveCount(1);
    await expect(page.getByText('未签到')).toHaveCount(1);
  });

  test('a phone finds the spaces free now within N km of it; one free only from a later date is not among them', async ({ page, request }) => {
    const api = await apiAt(request);
    type Space = { id: number; name: string; carrierId: number; carrierName: string; availableFrom: string | null };
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
    const { list: now } = await api.get<{ list: Space[] }>(`${B}/zt/resourceList?sysid=1&status=NOW&pagenum=1&size=50`);
    // A carrier with a space free now and one free only later.
    const later = (await api.get<{ list: Space[] }>(`${B}/zt/resourceList?sysid=1&status=FREE&pagenum=1&size=100`)).list.find(
      (r) => r.availableFrom !== null && r.availableFrom > today && now.some((n) => n.carrierId === r.carrierId),
    );
    expect(later, 'the seed has a space free only from a later date').toBeDefined();
    const carrier = await api.get<{ lng: number; lat: number }>(`${B}/zt/detail/${String(later!.carrierId)}?sysid=1`);
    await page.context().grantPermissions(['geolocation']);
    // The phone reports WGS-84; a few hundred metres from the carrier's GCJ-02 place is near enough.
    await page.context().setGeolocation({ longitude: carrier.lng, latitude: carrier.lat });
    await page.goto('/innoweb/sc/zt/resourceList');
    await page.getByRole('button', { name: '附近的空置房源' }).click();
    await page.getByText('5 km内', { exact: true }).click();
    await expect(page).toHaveURL(/status=NOW/);
    await expect(page).toHaveURL(/km=5/);
    const distances = page.locator('dd', { hasText: /^\d+(\.\d+)? km$/ });
    await expect(distances.first()).toBeVisible();
    for (const text of await distances.allInnerTexts()) expect(parseFloat(text)).toBeLessThanOrEqual(5);
    await expect(page.getByText(`${later!.carrierName} · ${later!.name}`, { exact: true })).toHaveCount(0);
  });
});

test.describe('carrier reads offline', () => {
  test.setTimeout(120_000);
  const own = ownServerOfDescribe();

  test('/sc/zt/list and a carrier detail read once open with the server stopped', async ({ browser, request }, testInfo) => {
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    const { list } = await (await apiAt(request, undefined, own.url)).get<{ list: { id: number; name: string }[] }>(`${B}/zt/list?sysid=1&pagenum=1&size=10`);
    const carrier = list[0]!;
    await page.goto(`${own.url}/innoweb/index`);
    expect(await workerControls(page)).toBe(true);
    await page.goto(`${own.url}/innoweb/sc/zt/list`);
    await expect(page.getByRole('link', { name: new RegExp(carrier.name) })).toBeVisible();
    await page.goto(`${own.url}/innoweb/sc/zt/detail/${String(carrier.id)}`);
    await expect(page.getByRole('heading', { name: carrier.name })).toBeVisible();
    // The seeded photos, downloaded from the park's file storage.
    await expect(page.getByRole('button', { name: /查看图片/ }).first()).toBeEnabled();
    await own.stop();
    await context.setOffline(true);
    try {
      await page.goto(`${own.url}/innoweb/sc/zt/list`, { waitUntil: 'commit' });
      await expect(page.getByRole('link', { name: new RegExp(carrier.name) })).toBeVisible();
      await page.goto(`${own.url}/innoweb/sc/zt/detail/${String(carrier.id)}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: carrier.name })).toBeVisible();
      await expect(page.getByText('加载失败')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
      await own.start();
      await context.close();
    }
  });
});
