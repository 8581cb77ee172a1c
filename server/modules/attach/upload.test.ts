import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../testing/fixtures.js';
import {
  dispositionFilename,
  elfBytes,
  exeBytes,
  fileForm,
  filesUnder,
  multipartBody,
  pdfBytes,
  pngBytes,
  sendUpload,
  UPLOAD,
} from './test-helpers.js';
import { describeWorld } from '../../testing/world.js';

const MAX_BYTES = 64 * 1024;

describeWorld('attachment upload (%s)', (w) => {
  let alice: TestUser;
  let operator: TestUser;

  beforeAll(() => {
    // A user of the park without an organisation, and its 管理员.
    ({ individual: alice, admin: operator } = w);
  });

  const filesDir = () => path.join(w.t.config.dataDir, 'files');

  /** Signed and logged in as alice unless token is null (anonymous). */
  const send = (form: { payload: Buffer; headers: Record<string, string> }, user: TestUser | null = alice) =>
    sendUpload(w, form, user);

  const rowCount = async () => {
    const { n } = await w.t.database.db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  /** A rejected upload leaves no row and no bytes anywhere under DATA_DIR/files. */
  async function expectNothingLeft(before: number) {
    expect(await rowCount()).toBe(before);
    const stored = filesUnder(filesDir()).length;
    expect(stored).toBe(before);
  }

  it('round-trips a file with a Chinese name: upload, info, download', async () => {
    const bytes = pdfBytes();
    const res = await send(fileForm('园区年度报告 2024（终稿）.pdf', bytes));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 200,
      data: { filename: '园区年度报告 2024（终稿）.pdf', mime: 'application/pdf', size: bytes.length },
    });
    const id = body.data.id as number;
    expect(body.data.url).toBe(`/api/dpboot/attach/download/${id}`);

    const info = await w.t.app.inject({
      url: `/api/dpboot/attach/getAttInfo/${id}`,
      headers: w.t.sign(1, alice.token),
    });
    expect(info.json()).toMatchObject({
      statusCode: 200,
      data: {
        id,
        filename: '园区年度报告 2024（终稿）.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        visibility: 'PRIVATE',
      },
    });
    expect(Date.parse(info.json().data.createdAt)).not.toBeNaN();

    const download = await w.t.app.inject({ url: body.data.url, headers: w.t.sign(1, alice.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.headers['cache-control']).toBe('private, max-age=0');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const disposition = download.headers['content-disposition'];
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(dispositionFilename(disposition)).toBe('园区年度报告 2024（终稿）.pdf');

    // Stored under files/<tenant>/<yyyy>/<mm>/<random hex>, with the sha256 of the bytes.
    const row = await w.t.database.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^1\/\d{4}\/\d{2}\/[0-9a-f]{32}$/);
    expect(row.uploader_id).toBe(alice.id);
    expect(fs.readFileSync(path.join(filesDir(), row.storage_key)).equals(bytes)).toBe(true);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts images, Office files and UTF-8 text, serving the type from its own table', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('表1').addRow(['企业', '人数']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const cases: Array<[string, Buffer | string, string]> = [
      ['logo.PNG', pngBytes(), 'image/png'],
      ['名单.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['企业名单.csv', '\ufeff名称,人数\n甲公司,12\n', 'text/csv'],
      ['说明.txt', '纯文本说明', 'text/plain'],
    ];
    for (const [filename, data, mime] of cases) {
      const res = await send(fileForm(filename, data));
      expect(res.json(), filename).toMatchObject({ statusCode: 200, data: { filename, mime } });
    }
    const text = await send(fileForm('说明2.txt', '你好'));
    const download = await w.t.app.inject({ url: text.json().data.url, headers: w.t.sign(1, alice.token) });
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.body).toBe('你好');
  });

  it('keeps only the last path part of the name, without control characters, at most 200 characters', async () => {
    const long = '长'.repeat(300) + '.png';
    const res = await send(fileForm(long, pngBytes()));
    const name = res.json().data.filename as string;
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('.png')).toBe(true);

    const odd = await send(fileForm('C:\\Users\\张三\\桌面\\照\u202e片.png', pngBytes()));
    expect(odd.json().data.filename).toBe('照片.png');
  });

  it('stores PUBLIC for an operator, refuses it to others, and rejects a visibility it does not know', async () => {
    const before = await rowCount();
    const refused = await send(fileForm('public.png', pngBytes(), { visibility: 'PUBLIC' }));
    expect(refused.json()).toMatchObject({ statusCode: 403, message: '仅园区运营人员可以上传公开附件' });
    await expectNothingLeft(before);

    const res = await send(fileForm('public.png', pngBytes(), { visibility: 'PUBLIC' }), operator);
    const info = await w.t.app.inject({
      url: `/api/dpboot/attach/getAttInfo/${res.json().data.id}`,
      headers: w.t.sign(1),
    });
    expect(info.json().data.visibility).toBe('PUBLIC');

    const afterPublic = await rowCount();
    const bad = await send(fileForm('x.png', pngBytes(), { visibility: 'EVERYONE' }));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('可见范围') });
    await expectNothingLeft(afterPublic);
  });

  it('answers an oversize upload with HTTP 413 and keeps nothing', async () => {
    const before = await rowCount();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX_BYTES + 1)]);
    const res = await send(fileForm('big.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: '上传文件过大（最大 64 KB）', data: null });
    await expectNothingLeft(before);

    // Exactly at the limit is still fine.
    const exact = Buffer.concat([pngBytes(), Buffer.alloc(MAX_BYTES - pngBytes().length)]);
    const ok = await send(fileForm('exact.png', exact));
    expect(ok.json()).toMatchObject({ statusCode: 200, data: { size: MAX_BYTES } });
  });

  it('answers a JSON body with HTTP 415 and keeps nothing', async () => {
    const before = await rowCount();
    const res = await w.t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: w.t.sign(1, alice.token),
      payload: { file: 'aGVsbG8=', filename: 'a.png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      statusCode: 415,
      message: '上传请求必须是 multipart/form-data',
      data: null,
    });
    await expectNothingLeft(before);
  });

  it('answers malformed multipart with a clear HTTP 400 and keeps nothing', async () => {
    const before = await rowCount();
    const form = fileForm('cut.png', pngBytes());
    const cut = form.payload.subarray(0, form.payload.length - 30);
    const truncated = await send({ payload: cut, headers: form.headers });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('上传内容格式不正确'),
    });

    const noBoundary = await send({
      payload: form.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toContain('上传内容格式不正确');
    await expectNothingLeft(before);
  });

  it('rejects a form without a file, a file in another field, and two files', async () => {
    const before = await rowCount();
    const empty = await send(multipartBody([{ name: 'visibility', data: 'PUBLIC' }]));
    expect(empty.json()).toMatchObject({ statusCode: 400, message: '请选择要上传的文件' });

    const other = await send(multipartBody([{ name: 'upload', filename: 'a.png', data: pngBytes() }]));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('file');

    const two = await send(
      multipartBody([
        { name: 'file', filename: 'a.png', data: pngBytes() },
        { name: 'file', filename: 'b.png', data: pngBytes() },
      ]),
    );
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe('一次只能上传一个文件');

    const zero = await send(fileForm('empty.txt', ''));
    expect(zero.json()).toMatchObject({ statusCode: 400, message: '上传的文件是空的' });
    await expectNothingLeft(before);
  });

  it('rejects content that does not match its extension, and types it does not support', async () => {
    const before = await rowCount();
    const rejected: Array<[string, Buffer | string]> = [
      ['image-really.pdf', pngBytes()],
      ['photo.jpg', elfBytes()],
      ['photo.jpg', exeBytes()],
      ['scan.jpg', pdfBytes()],
      ['setup.exe', exeBytes()],
      ['page.html', '<html><script>alert(1)</script></html>'],
      ['noextension', pngBytes()],
      ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x21])],
      ['gbk.csv', Buffer.from([0xc4, 0xe3, 0xba, 0xc3])],
      ['report.txt', pdfBytes()],
    ];
    for (const [filename, data] of rejected) {
      const res = await send(fileForm(filename, data));
      expect(res.statusCode, filename).toBe(200);
      expect(res.json(), filename).toMatchObject({ statusCode: 400, data: null });
      expect(res.json().message, filename).toMatch(/^不支持的文件类型/);
    }
    await expectNothingLeft(before);
  });

  it('requires a login (HTTP 401) and a signature', async () => {
    const before = await rowCount();
    const anonymous = await send(fileForm('a.png', pngBytes()), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401 });

    const form = fileForm('a.png', pngBytes());
    const unsigned = await w.t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { authorization: `Bearer ${alice.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(unsigned.statusCode).toBe(401);
    await expectNothingLeft(before);
  });
}, { uploadMaxBytes: MAX_BYTES });
