import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { parkToday } from '../../lib/park-time.js';
import { parkHost } from '../../testing/call.js';
import type { TestUser } from '../../testing/fixtures.js';
import { describeWorld, okData } from '../../testing/world.js';
import { fileForm, pdfBytes, sendUpload } from '../../modules/attach/test-helpers.js';

/**
 * A file's delete checks its record and deletes in one transaction, with the record's row locked:
 * a record submitted while the delete runs cannot lose the file. The submit is held open (not yet
 * committed) while the delete is asked; on PostgreSQL the delete must then wait for it (a check
 * outside the transaction would read the draft and delete), on SQLite every write waits anyway.
 */
describeWorld('deleting a file while its record is submitted (%s)', (w, dialect) => {
  const remove = (id: number, user: TestUser) =>
    w.t.app.inject({ method: 'DELETE', url: `/api/dpboot/attach/delete/${id}`, headers: { ...w.t.sign(1, user.token), host: parkHost(1) } });

  /** A draft fill of enterprise A holding one uploaded report: the submission's and the file's ids. */
  async function draftWithReport(): Promise<{ submission: number; report: number }> {
    const day = (offset: number) => new Date(Date.parse(`${parkToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const round = await okData<{ id: number }>(w, 'POST', '/api/dpboot/integral/fill/save', w.admin, {
      year: 2025,
      name: '2025年度研发数据填报',
      description: '请上传审计报告作为证明材料。',
      startDate: day(-1),
      endDate: day(20),
      fields: ['revenue'],
      scope: { mode: 'LIST', industries: [], areas: [] },
      orgIds: [w.orgA],
    });
    const uploaded = await sendUpload(w, fileForm('2025年度审计报告.pdf', pdfBytes()), w.userA);
    const report = uploaded.json<{ data: { id: number } }>().data.id;
    const saved = await okData<{ state: string }>(w, 'POST', `/api/dpboot/integral/fill/mine/${round.id}/save`, w.userA, {
      values: { revenue: 3200 },
      attachmentIds: [report],
    });
    expect(saved.state).toBe('DRAFT');
    const { id } = await w.db
      .selectFrom('integral_fill_submissions')
      .select('id')
      .where('round_id', '=', round.id)
      .where('org_id', '=', w.orgA)
      .executeTakeFirstOrThrow();
    return { submission: id, report };
  }

  /**
   * Resolves once the delete has answered or is waiting for a lock on the fill's submission
   * (PostgreSQL's activity view): whichever comes first, without guessing a delay.
   */
  async function answeredOrWaiting(answer: Promise<LightMyRequestResponse>): Promise<void> {
    let settled = false;
    void answer.finally(() => (settled = true));
    for (;;) {
      if (settled) return;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%integral_fill_submissions%' and datname = current_database()`.execute(w.db);
      if (Number(rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a fill submitted while its draft’s file is being deleted keeps the file, and the delete is refused as submitted', async () => {
    const { submission, report } = await draftWithReport();
    let answer: Promise<LightMyRequestResponse> | undefined;
    await w.db.transaction().execute(async (trx) => {
      // The submit, not yet committed.
      await trx.updateTable('integral_fill_submissions').set({ state: 'TOAUDIT' }).where('id', '=', submission).execute();
      answer = remove(report, w.userA);
      if (dialect === 'postgres') await answeredOrWaiting(answer);
    });
    expect((await answer!).json()).toEqual({ statusCode: 403, message: '附件所属记录已提交，不能删除', data: null });
    const row = await w.db.selectFrom('attachments').select('deleted_at').where('id', '=', report).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('a draft’s file is still deleted when nothing is submitted meanwhile', async () => {
    const { report } = await draftWithReport();
    expect((await remove(report, w.userA)).json()).toEqual({ statusCode: 200, message: expect.any(String), data: null });
    const row = await w.db.selectFrom('attachments').select('deleted_at').where('id', '=', report).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});
