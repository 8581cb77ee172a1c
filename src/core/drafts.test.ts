import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '@common/tenant';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import { signIn, signOut } from './session';
import { setTenant } from './tenant';

const as = (id: number) =>
  signIn({ token: `t${String(id)}`, user: { id, name: 'x', phone: '1', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null } });

describe('drafts', () => {
  beforeEach(() => setTenant({ ...DEFAULT_TENANT, id: 1 }));
  afterEach(() => signOut());

  it('saves, loads and clears a draft', async () => {
    as(3);
    await saveDraft('declare:apply:5', { name: '研发补助', amount: 12 });
    const draft = await loadDraft<{ name: string }>('declare:apply:5');
    expect(draft).toMatchObject({ key: 'declare:apply:5', value: { name: '研发补助', amount: 12 } });
    expect(Math.abs(draft!.savedAt - Date.now())).toBeLessThan(5000);
    await clearDraft('declare:apply:5');
    expect(await loadDraft('declare:apply:5')).toBeUndefined();
  });

  it('scopes drafts to the signed-in person and the park, and keeps them across logout', async () => {
    as(3);
    await saveDraft('form', 'of user 3 in park 1');
    as(4);
    expect(await loadDraft('form')).toBeUndefined();
    await saveDraft('form', 'of user 4');
    setTenant({ ...DEFAULT_TENANT, id: 2 });
    as(3);
    expect(await loadDraft('form')).toBeUndefined();
    setTenant({ ...DEFAULT_TENANT, id: 1 });
    await signOut();
    expect(await loadDraft('form')).toBeUndefined();
    as(3);
    expect((await loadDraft('form'))?.value).toBe('of user 3 in park 1');
  });
});
