import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../testing/fixtures.js';
import { describeBuilt, okData, staffOperator } from '../../testing/world.js';
import { appealFields, BASE, buildWorld, call, filed, pngBytes } from './test-helpers.js';

/**
 * Who reads an appeal and its photos through the appeal's own routes (detail, photo): the same
 * rule as its files through the attachments (the `appeal` kind): the enterprise, the operators who
 * handle appeals (appeal.handle) within their data scope, and the officer who filed it. Another
 * permission, even with the whole park as data scope, reads neither.
 */
describeBuilt('who reads an appeal and its photos (%s)', buildWorld, (w) => {
  /** ALL data scope, only appeal.analyse: the figures, not the appeals. */
  let analyst: TestUser;
  /** ALL data scope, only policy.manage: nothing of appeals. */
  let policyOfficer: TestUser;
  let appealId: number;
  let photoId: number;

  const NOT_FOUND = { statusCode: 404, message: '诉求不存在', data: null };

  const operator = (name: string, permissions: string[]) => staffOperator(w, { name, permissions });

  const detail = (user: TestUser, id = appealId) => call<{ photos: Array<{ id: number }> } | null>(w, 'GET', `${BASE}/detail/${id}`, user);
  const photo = (user: TestUser, id = appealId) =>
    w.t.app.inject({ url: `${BASE}/photo/${id}/${photoId}`, headers: { ...w.t.sign(1, user.token), host: 'localhost' } });

  beforeAll(async () => {
    analyst = await operator('诉求分析员', ['appeal.analyse']);
    policyOfficer = await operator('政策专员', ['policy.manage']);
    appealId = await filed(w, w.userA, { photos: [{ data: pngBytes() }] });
    const seen = await detail(w.userA);
    photoId = seen.body.data!.photos[0]!.id;
  });

  it('the enterprise and an appeal.handle operator read the appeal and download its photo', async () => {
    for (const user of [w.userA, w.userA2, w.admin]) {
      expect((await detail(user)).body.data?.photos.map((p) => p.id)).toEqual([photoId]);
      const file = await photo(user);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBeDefined();
    }
  });

  it('an operator with only appeal.analyse, or with another permission, reads neither the appeal nor its photo, as if it did not exist', async () => {
    for (const user of [analyst, policyOfficer]) {
      expect((await detail(user)).body).toEqual(NOT_FOUND);
      const file = await photo(user);
      expect(file.headers['content-disposition']).toBeUndefined();
      expect(file.json()).toEqual(NOT_FOUND);
    }
    // The analysis is what appeal.analyse reads: the appeal counts there.
    expect((await okData<{ total: number }>(w, 'GET', `${BASE}/analyse`, analyst)).total).toBe(1);
  });

  it('an officer without appeal.handle who filed for an enterprise still reads what they filed', async () => {
    const ownId = await filed(w, policyOfficer, { fields: appealFields({ orgId: String(w.orgB) }), photos: [{ data: pngBytes() }] });
    const own = await detail(policyOfficer, ownId);
    expect(own.body.statusCode).toBe(200);
    expect(own.body.data?.photos).toHaveLength(1);
    expect((await detail(analyst, ownId)).body).toEqual(NOT_FOUND);
  });
});
