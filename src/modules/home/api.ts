import { noticeContract } from '@common/notice/contract';
import { orgContract } from '@common/org/contract';
import { settingContract } from '@common/setting/contract';
import type { OrgType } from '@common/constants';
import { sysId } from '@/core/tenant';
import { defineItem, defineQuery } from '@/ui/resource';

/** The home page's reads, each from the area that owns it. */

/** How many organisations of a type this park has (countEsOrg). */
const orgCount = defineQuery(orgContract.count, {
  toInput: (orgtype: OrgType) => ({ sysid: sysId(), orgtypes: [orgtype] }),
});

/** Published notices: the total that comes with a page of one. */
const noticePage = defineQuery(noticeContract.list);

/** The visitor's own organisation (its public profile). */
export const myOrg = defineItem(orgContract.infor);

/** Key park figures for the home page; undefined until each arrives. */
export function useParkFigures() {
  const enterprises = orgCount.useQuery('ORG');
  const services = orgCount.useQuery('SERVICE');
  const notices = noticePage.useQuery({ pagenum: 1, size: 1 });
  return {
    figures: { enterprises: enterprises.data?.count, services: services.data?.count, notices: notices.data?.total },
    error: enterprises.error ?? services.error ?? notices.error,
  };
}

/** The park's choice of home entries (in its order) and its contact (/op/setting). */
export const parkPortal = defineQuery(settingContract.publicPortal);
