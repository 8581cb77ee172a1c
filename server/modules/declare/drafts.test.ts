import { beforeAll, expect, it } from 'vitest';
import { send } from '../../testing/call.js';
import { rowsOf } from '../../testing/workbooks.js';
import { BASE, buildWorld, call, completeDraft, createDeclaration, okData, type World } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

type List = { list: { id: number; state: string }[]; total: number };

/** The rows of the list export's one sheet, header first. */
async function exportedRows(w: World, body: Record<string, unknown>): Promise<unknown[][]> {
  return rowsOf(await send(w, 'POST', `${BASE}/downloadDeclareAndOrg`, w.admin, body));
}

describeBuilt('an enterprise draft stays its own: operators never see it (%s)', buildWorld, (w) => {
  let declareId: number;
  let draft: number;
  let sent: number;
  beforeAll(async () => {
    declareId = await createDeclaration(w);
    // Enterprise A fills everything but does not submit; enterprise B submits.
    draft = await completeDraft(w, declareId, w.userA);
    sent = await completeDraft(w, declareId, w.userB);
    await okData(w, 'POST', `${BASE}/sendDeclare`, w.userB, { id: sent });
  });

  it('leaves drafts out of the operators’ lists, whatever the filter', async () => {
    for (const user of [w.admin, w.committee]) {
      const all = await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, user);
      expect(all.list.map((x) => x.id)).toEqual([sent]);
      expect(all.total).toBe(1);
      expect(await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg?state=TOSUBMIT`, user)).toEqual({ list: [], total: 0 });
      const byDeclaration = await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg?declareId=${declareId}&search=${encodeURIComponent('甲科技')}`, user);
      expect(byDeclaration.total).toBe(0);
    }
    // The enterprise itself still finds its draft.
    expect((await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, w.userA)).list).toEqual([expect.objectContaining({ id: draft, state: 'TOSUBMIT' })]);
  });

  it('does not count drafts, for the park or for the declaration', async () => {
    expect(await okData(w, 'GET', `${BASE}/countDeclareAndOrg`, w.admin)).toEqual({ TOSUBMIT: 0, TOAUDIT: 1, PASS: 0, FAIL: 0, BACK: 0 });
    const notice = await okData<{ counts: Record<string, number>; applied: number }>(w, 'GET', `${BASE}/detail_declare?id=${declareId}`, w.admin);
    expect(notice.counts).toEqual({ TOSUBMIT: 0, TOAUDIT: 1, PASS: 0, FAIL: 0, BACK: 0 });
    expect(notice.applied).toBe(1);
  });

  it('leaves drafts out of the list export', async () => {
    const rows = await exportedRows(w, {});
    const ids = rows.slice(1).map((r) => r[rows[0]!.indexOf('申报编号')]);
    expect(ids).toEqual([sent]);
    expect(await exportedRows(w, { state: 'TOSUBMIT' })).toHaveLength(1);
  });

  it('answers a draft’s detail, files and export to an operator as not found', async () => {
    expect((await call(w, 'GET', `${BASE}/detail_declareAndOrg?id=${draft}`, w.admin)).body).toMatchObject({ statusCode: 404, message: '申报不存在' });
    expect((await call(w, 'GET', `${BASE}/getFiles?id=${draft}`, w.admin)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/exportDeclareAndOrgDetail`, w.admin, { id: draft })).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/auditDeclareAndOrg`, w.admin, { id: draft, action: 'PASS' })).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/detail_declareAndOrg?id=${sent}`, w.admin)).body.statusCode).toBe(200);
  });
});
