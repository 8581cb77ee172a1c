import 'fake-indexeddb/auto';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '@common/tenant';
import { loadDraft, saveDraft } from '@/core/drafts';
import { signIn, signOut } from '@/core/session';
import { setTenant } from '@/core/tenant';
import { useDraft, type DraftHandle } from './use-draft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Form {
  title: string;
}
let root: Root;
let handle: DraftHandle<Form>;
function Probe({ draftKey, delayMs, onHandle }: { draftKey: string | null; delayMs?: number; onHandle: (h: DraftHandle<Form>) => void }) {
  const current = useDraft<Form>(draftKey, { delayMs });
  useEffect(() => {
    onHandle(current);
  });
  return null;
}
const render = (draftKey: string | null, delayMs = 30) =>
  act(() => root.render(<Probe draftKey={draftKey} delayMs={delayMs} onHandle={(h) => (handle = h)} />));
const settle = (ms = 0) => act(() => new Promise((r) => setTimeout(r, ms)));

beforeEach(() => {
  setTenant({ ...DEFAULT_TENANT, id: 1 });
  signIn({ token: 't', user: { id: 5, name: 'x', phone: '1', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null } });
  root = createRoot(document.createElement('div'));
});
afterEach(async () => {
  act(() => root.unmount());
  await signOut();
});

describe('useDraft', () => {
  it('loads the stored draft, then autosaves the last value after the delay', async () => {
    await saveDraft('form:a', { title: '旧标题' });
    await render('form:a');
    await settle(20);
    expect(handle.ready).toBe(true);
    expect(handle.draft?.value).toEqual({ title: '旧标题' });
    handle.save({ title: '新' });
    handle.save({ title: '新标题' });
    expect((await loadDraft<Form>('form:a'))?.value.title).toBe('旧标题');
    await settle(80);
    expect((await loadDraft<Form>('form:a'))?.value.title).toBe('新标题');
    await act(() => handle.clear());
    expect(await loadDraft('form:a')).toBeUndefined();
  });

  it('writes a pending autosave when the screen goes away', async () => {
    await render('form:b', 10_000);
    await settle(20);
    handle.save({ title: '未保存就离开' });
    act(() => root.unmount());
    await settle(20);
    expect((await loadDraft<Form>('form:b'))?.value.title).toBe('未保存就离开');
    root = createRoot(document.createElement('div'));
  });

  it('waits while the key is unknown', async () => {
    await render(null);
    await settle(20);
    expect(handle.ready).toBe(false);
    handle.save({ title: 'x' });
    await handle.saveNow({ title: 'x' });
    expect(handle.draft).toBeUndefined();
  });
});
