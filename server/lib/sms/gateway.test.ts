import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConsoleSmsGateway, createSmsGateway, OUTBOX_FILE, SMS_NOTICE_TEXT } from './gateway.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-sms-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const logger = () => {
  const info = vi.fn();
  return { log: { info } as unknown as FastifyBaseLogger, info };
};

describe('console SMS gateway', () => {
  it('appends one JSON line per message to DATA_DIR/sms-outbox.jsonl, creating the directory', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const { log, info } = logger();
    const gateway = new ConsoleSmsGateway(dataDir, log);
    const at = new Date().toISOString();
    await gateway.send({ tenantId: 1, phone: '13800000001', code: '012345', type: 'regist', at });
    await gateway.send({ tenantId: 2, phone: '13800000002', code: '999999', type: 'passChg', at });
    const lines = fs.readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { phone: '13800000001', code: '012345', type: 'regist', at, tenantId: 1 },
      { phone: '13800000002', code: '999999', type: 'passChg', at, tenantId: 2 },
    ]);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('writes a notice with its text and no code', async () => {
    const dataDir = path.join(root, 'notices');
    const { log } = logger();
    const at = new Date().toISOString();
    await new ConsoleSmsGateway(dataDir, log).send({ tenantId: 1, phone: '13800000003', notice: 'registered', type: 'regist', at });
    const [line] = fs.readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(JSON.parse(line ?? '')).toEqual({
      phone: '13800000003',
      notice: 'registered',
      text: SMS_NOTICE_TEXT.registered,
      type: 'regist',
      at,
      tenantId: 1,
    });
  });

  it('is chosen by name; an unknown gateway stops start-up with a clear message', () => {
    const { log } = logger();
    expect(createSmsGateway('console', root, log)).toBeInstanceOf(ConsoleSmsGateway);
    expect(() => createSmsGateway('aliyun', root, log)).toThrow(
      'SMS_GATEWAY "aliyun" is not supported; known gateways: console',
    );
  });
});
