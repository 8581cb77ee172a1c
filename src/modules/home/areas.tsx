/**
 * The business areas of SPEC §1 as home-page entries. An entry shows once the screen it opens is
 * in the route registry, so the grid grows as areas land and never leads to a 404.
 */
import {
  BankcardOutline,
  CompassOutline,
  EditSOutline,
  FileOutline,
  FlagOutline,
  MessageOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { HOME_ENTRIES, type HomeEntryPath } from '@common/setting/home-entries';

export interface AreaEntry {
  title: string;
  path: string;
  icon: ReactNode;
  /** The icon's tint. */
  color: string;
  /** Only for operators (the operations centre). */
  operatorOnly?: boolean;
}

/** Each entry's icon and tint (the entries themselves: common/setting/home-entries.ts). */
const LOOKS: Record<HomeEntryPath, { icon: ReactNode; color: string }> = {
  '/op/index': { icon: <SetOutline />, color: '#595959' },
  '/policy/index': { icon: <FileOutline />, color: '#1677ff' },
  '/policy/declareNotice': { icon: <EditSOutline />, color: '#00b578' },
  '/info/integral/index': { icon: <StarOutline />, color: '#ff8f1f' },
  '/supermarket/list': { icon: <BankcardOutline />, color: '#fa541c' },
  '/sc/zt': { icon: <TravelOutline />, color: '#722ed1' },
  '/cx/index': { icon: <TeamOutline />, color: '#13c2c2' },
  '/cultivation/all': { icon: <FlagOutline />, color: '#52c41a' },
  '/sc/map': { icon: <CompassOutline />, color: '#2f54eb' },
  '/qyfw/index': { icon: <ShopbagOutline />, color: '#eb2f96' },
  '/customer/index': { icon: <MessageOutline />, color: '#1890ff' },
  '/user/index': { icon: <UserOutline />, color: '#597ef7' },
};

/**
 * In the product's default order; an operator lands on /index after login and finds the operations
 * centre first. A park may hide entries and reorder them (/op/setting/portal).
 */
export const AREA_ENTRIES: AreaEntry[] = HOME_ENTRIES.map((entry) => ({ ...entry, ...LOOKS[entry.path] }));
