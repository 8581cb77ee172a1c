import { ITEM_CATEGORIES, ITEM_KINDS, type ItemKind } from '@common/demand/model';
import type { Option } from '@/ui/status';

/**
 * The public lists of /cx (SPEC §2): which kinds each lists (several are tabs), its title and
 * what its search box says. The hub (/cx/index) lists every kind.
 */
export interface PublicScreen {
  path: string;
  title: string;
  kinds: readonly ItemKind[];
  placeholder: string;
  emptyText: string;
}

export const PUBLIC_SCREENS: readonly PublicScreen[] = [
  {
    path: '/cx/demand',
    title: '需求大厅',
    kinds: ['DEMAND'],
    placeholder: '搜索需求，如“视觉检测”',
    emptyText: '暂无已发布的需求',
  },
  {
    path: '/cx/product',
    title: '产品与设备',
    kinds: ['PRODUCT', 'DEVICE'],
    placeholder: '搜索产品或共享设备',
    emptyText: '暂无已发布的产品',
  },
  {
    path: '/cx/serve',
    title: '企业服务',
    kinds: ['SERVICE'],
    placeholder: '搜索服务，如“检验检测”',
    emptyText: '暂无已发布的服务',
  },
  {
    path: '/cx/talent',
    title: '人才招聘',
    kinds: ['JOB'],
    placeholder: '搜索岗位',
    emptyText: '暂无招聘岗位',
  },
  {
    path: '/cx/alliance',
    title: '技术联盟',
    kinds: ['TECH'],
    placeholder: '搜索技术成果',
    emptyText: '暂无技术成果',
  },
];

export const publicScreenAt = (pathname: string): PublicScreen =>
  PUBLIC_SCREENS.find((s) => s.path === pathname) ?? (PUBLIC_SCREENS[0] as PublicScreen);

/** The public list showing a kind. */
export const listOfKind = (kind: ItemKind): PublicScreen =>
  PUBLIC_SCREENS.find((s) => s.kinds.includes(kind)) ?? (PUBLIC_SCREENS[0] as PublicScreen);

export const kindOptions = (kinds: readonly ItemKind[]): Option[] =>
  kinds.map((k) => ({ label: ITEM_KINDS[k], value: k }));

export const categoryOptions = (kind: ItemKind): Option[] =>
  ITEM_CATEGORIES[kind].map((c) => ({ label: c, value: c }));
