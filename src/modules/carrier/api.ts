import { carrierContract as c, type CARRIER_SORTS, type CarrierType, type ResourceType } from '@common/carrier/contract';
import { innovationContract, investorContract } from '@common/carrier/directory/contract';
import type { DirectoryKind } from '@common/carrier/directory/rules';
import { mapContract } from '@common/carrier/map/contract';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** The carrier resources (common/carrier): carriers and spaces, 预约看房, the directory, the map. */

export * from '@common/carrier/rules';
export type { CarrierDetail, CarrierItem, ManagedCarrier, ResidentItem, ResourceDetail, ResourceItem, VisitItem } from '@common/carrier/contract';

export type CarrierQuery = { type?: string; level?: string; parkId?: string; search?: string };
export type ResourceQuery = { type?: string; sqm?: string; price?: string; parkId?: string; status?: string; near?: string; km?: string };
export type ManageQuery = { type?: string; search?: string } & SortParams;

export const carrierHome = defineQuery(c.home);
export const parks = defineQuery(c.parks);
export const carriers = defineList(c.list, {
  toQuery: (q: CarrierQuery) => ({ type: q.type as CarrierType | '' | undefined, level: q.level as '' | undefined, parkId: q.parkId, search: q.search }),
});
export const carrierDetail = defineItem(c.detail);
export const resources = defineList(c.resources, {
  toQuery: (q: ResourceQuery) => ({
    type: q.type as ResourceType | '' | undefined,
    sqm: q.sqm,
    price: q.price,
    parkId: q.parkId,
    status: q.status as '' | 'FREE' | 'NOW' | 'RENTED' | undefined,
    near: q.near,
    km: q.km ? Number(q.km) : undefined,
  }),
});
export const resourceDetail = defineItem(c.resource);
export const requestVisit = defineAction(c.visit);

export const managedCarriers = defineList(c.manageList, {
  toQuery: (q: ManageQuery) => ({ type: q.type as CarrierType | '' | undefined, search: q.search, ...sortInput<(typeof CARRIER_SORTS)[number]>(q) }),
});
export const managedResources = defineQuery(c.manageResources);
const carrierAffected = [managedCarriers, carrierDetail, carriers, resources, managedResources, carrierHome];
export const saveCarrier = defineAction(c.save, { revalidate: carrierAffected });
export const removeCarrier = defineAction(c.remove, { revalidate: carrierAffected });
export const saveResource = defineAction(c.resourceSave, { revalidate: carrierAffected });
export const removeResource = defineAction(c.resourceRemove, { revalidate: carrierAffected });
export const saveResident = defineAction(c.residentSave, { revalidate: carrierAffected });
export const removeResident = defineAction(c.residentRemove, { revalidate: carrierAffected });
export const exportCarriers = defineDownload(c.export);

export const visits = defineList(c.visits, { toQuery: (q: { status?: string; search?: string }) => ({ status: q.status as '' | 'TOAUDIT' | 'DONE' | undefined, search: q.search }) });
export const visitCounts = defineQuery(c.visitCounts);
export const handleVisit = defineAction(c.visitHandle, { revalidate: [visits, visitCounts] });

export const mapLayers = defineQuery(mapContract.layers);

export type DirectoryQuery = { type?: string; field?: string; search?: string };
const toDirectoryQuery = (q: DirectoryQuery) => ({ type: (q.type ?? '') as '', field: (q.field ?? '') as '', search: q.search });

function directoryResources(contract: typeof innovationContract) {
  const list = defineList(contract.list, { toQuery: toDirectoryQuery });
  const detail = defineItem(contract.detail);
  const manageList = defineList(contract.manageList, { toQuery: toDirectoryQuery });
  const manageDetail = defineItem(contract.manageDetail);
  const affected = [list, detail, manageList, manageDetail, mapLayers];
  return {
    list,
    detail,
    manageList,
    manageDetail,
    save: defineAction(contract.save, { revalidate: affected }),
    remove: defineAction(contract.remove, { revalidate: affected }),
    export: defineDownload(contract.export, { toInput: toDirectoryQuery }),
  };
}

/** The directory's resources by kind: the two contracts share their shapes, under their own paths. */
export const directory: Record<DirectoryKind, ReturnType<typeof directoryResources>> = {
  PLATFORM: directoryResources(innovationContract),
  INVESTOR: directoryResources(investorContract as unknown as typeof innovationContract),
};
