import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '@/core/outbox';

const enqueue = vi.fn<(input: unknown) => Promise<OutboxItem>>();
const discardItem = vi.fn<(key: string) => Promise<void>>(async () => undefined);
vi.mock('@/core/outbox', () => ({
  enqueue: (input: unknown) => enqueue(input),
  discardItem: (key: string) => discardItem(key),
}));
vi.mock('@/ui/resource', async (original) => ({
  ...(await original<object>()),
  revalidateResources: vi.fn(async () => undefined),
}));

const { fileAppeal, filingFields } = await import('./submit');

const photo = (name: string) => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
  return { key: name, url: `blob:${name}`, file };
};

const values = {
  category: 'INFRA',
  title: '  园区道路积水  ',
  content: '交叉口积水严重，请尽快处理。\n',
  address: '科技大道',
  position: { lng: 120.21, lat: 30.2, accuracy: 15 },
  photos: [photo('a.jpg'), photo('b.jpg')],
};

const item = (state: OutboxItem['state'], extra: Partial<OutboxItem> = {}): OutboxItem => ({
  key: 'k-1',
  kind: 'appeal',
  path: 'appeal/submit',
  body: { type: 'json', value: null },
  label: '诉求：园区道路积水',
  userId: 3,
  tenantId: 1,
  createdAt: 0,
  attempts: 1,
  state,
  ...extra,
});

describe('filing an appeal through the outbox', () => {
  beforeEach(() => {
    enqueue.mockReset();
    discardItem.mockClear();
  });

  it('sends the contract’s multipart fields and the compressed photos as kind appeal', async () => {
    enqueue.mockResolvedValue(item('sent', { result: { id: 42 } }));
    expect(await fileAppeal(values)).toEqual({ kind: 'sent', id: 42 });
    const input = enqueue.mock.calls[0]![0] as {
      kind: string;
      path: string;
      label: string;
      body: {
        type: string;
        fields: unknown;
        files: Array<{ field: string; name: string; type: string; blob: Blob }>;
      };
    };
    expect(input).toMatchObject({ kind: 'appeal', path: 'appeal/submit', label: '诉求：园区道路积水' });
    expect(input.body.fields).toEqual({
      category: 'INFRA',
      title: '园区道路积水',
      content: '交叉口积水严重，请尽快处理。',
      address: '科技大道',
      lng: '120.21',
      lat: '30.2',
    });
    expect(input.body.files.map((f) => [f.field, f.name, f.type])).toEqual([
      ['photos', 'a.jpg', 'image/jpeg'],
      ['photos', 'b.jpg', 'image/jpeg'],
    ]);
    expect(input.body.files[0]!.blob).toBe(values.photos[0]!.file);
  });

  it('names the enterprise only when an officer chose one, and leaves out an absent position', () => {
    expect(filingFields({ ...values, position: null, org: { id: 7, fullname: '乙公司' } })).toEqual({
      category: 'INFRA',
      title: '园区道路积水',
      content: '交叉口积水严重，请尽快处理。',
      address: '科技大道',
      orgId: '7',
    });
  });

  it('reports kept-for-later honestly, whether the page or the service worker holds it', async () => {
    enqueue.mockResolvedValue(item('waiting'));
    expect(await fileAppeal(values)).toEqual({ kind: 'saved' });
    enqueue.mockResolvedValue(item('worker'));
    expect(await fileAppeal(values)).toEqual({ kind: 'saved' });
    expect(discardItem).not.toHaveBeenCalled();
  });

  it('gives a refusal’s reason and takes the refused item out of the outbox (the form stays open)', async () => {
    enqueue.mockResolvedValue(item('failed', { error: '诉求标题不能少于2个字符' }));
    expect(await fileAppeal(values)).toEqual({ kind: 'failed', message: '诉求标题不能少于2个字符' });
    expect(discardItem).toHaveBeenCalledWith('k-1');
  });
});
