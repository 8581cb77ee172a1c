import { settingContract as c } from '@common/setting/contract';
import { systemContract } from '@common/system/contract';
import { tenantFromAnswer } from '@common/tenant';
import { call } from '@/core/endpoint-call';
import { setTenant } from '@/core/tenant';
import { defineAction, defineQuery } from '@/ui/resource';

/** The park's settings (common/setting/contract.ts). */
export type { AgreementsSetting, BasicSetting, PortalSetting, SmsCapsSetting } from '@common/setting/contract';

export const basicSetting = defineQuery(c.basic);
export const portalSetting = defineQuery(c.portal);
export const agreementsSetting = defineQuery(c.agreements);
export const smsCapsSetting = defineQuery(c.smsCaps);

/** What the portal reads: home entries and contact, and the registration agreements. */
export const publicPortal = defineQuery(c.publicPortal);
export const publicAgreements = defineQuery(c.publicAgreements);

/**
 * The tenant this browser keeps, asked again after its names, logo or colour were saved: setting it
 * stores it with a fresh expiry (SPEC §4), so this browser shows the new look at once; other
 * browsers take it when their stored tenant expires.
 */
async function refreshTenant(): Promise<void> {
  const answer = await call(systemContract.tenant, { domain: location.hostname });
  setTenant(tenantFromAnswer(answer));
}

const saveBasicCall = defineAction(c.saveBasic, { revalidate: [basicSetting] });
export const saveBasic = async (input: Parameters<typeof saveBasicCall>[0]) => {
  const answer = await saveBasicCall(input);
  await refreshTenant().catch(() => undefined);
  return answer;
};
export const savePortal = defineAction(c.savePortal, { revalidate: [portalSetting, publicPortal] });
export const saveAgreements = defineAction(c.saveAgreements, { revalidate: [agreementsSetting, publicAgreements] });
export const saveSmsCaps = defineAction(c.saveSmsCaps, { revalidate: [smsCapsSetting] });
