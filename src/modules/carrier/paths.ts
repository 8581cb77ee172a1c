import type { DirectoryKind } from '@common/carrier/directory/rules';

/** Paths of the carrier screens (SPEC §2), built with helpers, never concatenated in components. */
export const ZT_HOME = '/sc/zt';
export const ZT_LIST = '/sc/zt/list';
export const ztPath = (id: number | string) => `/sc/zt/detail/${String(id)}`;
export const RESOURCE_LIST = '/sc/zt/resourceList';
export const resourcePath = (id: number | string) => `/sc/zt/resourceDetail/${String(id)}`;
export const PARK_MAP = '/sc/map';

export const ZT_MANAGE = '/op/dc/ztManage';
/** `new` opens the form of a new carrier. */
export const ztManagePath = (id: number | 'new') => `/op/dc/ztDetail/${String(id)}`;
export const ZT_VISITS = '/op/dc/ztVisit';

/** The public and operators' paths of the directory's two kinds. */
export const DIRECTORY_PATHS: Record<DirectoryKind, { list: string; manage: string; add: string }> = {
  PLATFORM: { list: '/sc/innovation', manage: '/op/dc/innovation', add: '/op/dc/innovation/add' },
  INVESTOR: { list: '/sc/investor', manage: '/op/dc/investor', add: '/op/dc/investor/add' },
};
export const directoryPath = (kind: DirectoryKind, id: number | string) => `${DIRECTORY_PATHS[kind].list}/${String(id)}`;
export const directoryManagePath = (kind: DirectoryKind, id: number | string) => `${DIRECTORY_PATHS[kind].manage}/${String(id)}`;

/** Which kind a directory screen shows, from its path. */
export const kindOfPath = (pathname: string): DirectoryKind => (pathname.includes('/investor') ? 'INVESTOR' : 'PLATFORM');
