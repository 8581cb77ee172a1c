import type { ItemView } from '@common/demand/model';

/**
 * Each view's screens: the operators' queue and the organisation's own list (SPEC §2 paths), with
 * the screens' titles (common/demand/README.md says which path is which view).
 */
export interface ViewScreens {
  view: ItemView;
  /** The operators' queue (with `/:status?` where the spec has it). */
  op: string;
  opTitle: string;
  statusParam: boolean;
  /** The organisation's own list. */
  mine: string;
  mineTitle: string;
}

export const VIEW_SCREENS: readonly ViewScreens[] = [
  {
    view: 'demand',
    op: '/op/cx/orgDemandManage',
    opTitle: '企业需求审核',
    statusParam: false,
    mine: '/user/orgDemandManage',
    mineTitle: '我的需求',
  },
  {
    view: 'pdDemand',
    op: '/op/cx/pdDemandManage',
    opTitle: '产需对接需求审核',
    statusParam: true,
    mine: '/user/pddockDemandManage',
    mineTitle: '产需对接需求',
  },
  {
    view: 'product',
    op: '/op/cx/orgProManage',
    opTitle: '产品审核',
    statusParam: true,
    mine: '/user/orgProductManage',
    mineTitle: '我的产品',
  },
  {
    view: 'proServe',
    op: '/op/cx/orgProServeManage',
    opTitle: '产品与服务',
    statusParam: false,
    mine: '/user/orgProManage',
    mineTitle: '产品与服务',
  },
  {
    view: 'service',
    op: '/op/cx/orgServeManage',
    opTitle: '服务审核',
    statusParam: false,
    mine: '/user/orgServeManage',
    mineTitle: '我的服务',
  },
  {
    view: 'device',
    op: '/op/cx/orgDeviceManage',
    opTitle: '共享设备审核',
    statusParam: true,
    mine: '/user/orgDeviceManage',
    mineTitle: '共享设备',
  },
  {
    view: 'job',
    op: '/op/cx/pdJobManage',
    opTitle: '岗位审核',
    statusParam: true,
    mine: '/user/pddockJobManage',
    mineTitle: '人才需求',
  },
  {
    view: 'tech',
    op: '/op/cx/orgTechnologyManage',
    opTitle: '技术成果审核',
    statusParam: false,
    mine: '/user/orgTechnologyManage',
    mineTitle: '技术成果',
  },
];

/** The screens of the view whose operator or owner path starts the pathname. */
export function screensAt(pathname: string): ViewScreens {
  const found = VIEW_SCREENS.find(
    (s) => pathname === s.op || pathname.startsWith(`${s.op}/`) || pathname === s.mine,
  );
  return found ?? (VIEW_SCREENS[0] as ViewScreens);
}

export const screensOf = (view: ItemView): ViewScreens =>
  VIEW_SCREENS.find((s) => s.view === view) ?? (VIEW_SCREENS[0] as ViewScreens);

/** The pattern of a view's operator queue as registered (its `/:status?` where the spec has one). */
export const opPattern = (s: ViewScreens): string => (s.statusParam ? `${s.op}/:status?` : s.op);
