import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_SCRIPT_ID } from '@common/tenant';
import { embeddedTenantAnswer, fetchTenantAnswer } from './tenant-api';

const answer = { bdSysId: 2, logo: '/innoweb/logo.svg', fullname: '示范园区', dp_simple: '示范', sourceParkId: 2001, highTechZone: '示范区', themeColor: '#0f766e' };

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = TENANT_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('the tenant answer embedded in the page', () => {
  afterEach(() => document.getElementById(TENANT_SCRIPT_ID)?.remove());

  it('answers the tenant lookup without a request when the server embedded it', async () => {
    embed(JSON.stringify(answer));
    expect(embeddedTenantAnswer()).toEqual(answer);
    await expect(fetchTenantAnswer(location.hostname)).resolves.toEqual(answer);
  });

  it('ignores what is missing or malformed (the offline shell, the dev server)', () => {
    expect(embeddedTenantAnswer()).toBeNull();
    embed('{not json');
    expect(embeddedTenantAnswer()).toBeNull();
    document.getElementById(TENANT_SCRIPT_ID)?.remove();
    embed(JSON.stringify({ fullname: 'no id' }));
    expect(embeddedTenantAnswer()).toBeNull();
  });
});
