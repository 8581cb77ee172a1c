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

export interface AreaEntry {
  title: string;
  path: string;
  icon: ReactNode;
  /** The icon's tint. */
  color: string;
  /** Only for operators (the operations centre). */
  operatorOnly?: boolean;
}

/** In the grid's order; an operator lands on /index after login and finds the operations centre first. */
export const AREA_ENTRIES: AreaEntry[] = [
  { title: '运营中心', path: '/op/index', icon: <SetOutline />, color: '#595959', operatorOnly: true },
  { title: '政策匹配', path: '/policy/index', icon: <FileOutline />, color: '#1677ff' },
  { title: '政策申报', path: '/policy/declareNotice', icon: <EditSOutline />, color: '#00b578' },
  { title: '创新积分', path: '/info/integral/index', icon: <StarOutline />, color: '#ff8f1f' },
  { title: '金融超市', path: '/supermarket/list', icon: <BankcardOutline />, color: '#fa541c' },
  { title: '创业载体', path: '/sc/zt', icon: <TravelOutline />, color: '#722ed1' },
  { title: '供需对接', path: '/cx/index', icon: <TeamOutline />, color: '#13c2c2' },
  { title: '企业培育', path: '/cultivation/all', icon: <FlagOutline />, color: '#52c41a' },
  { title: '创新地图', path: '/sc/map', icon: <CompassOutline />, color: '#2f54eb' },
  { title: '企业服务', path: '/qyfw/index', icon: <ShopbagOutline />, color: '#eb2f96' },
  { title: '智能客服', path: '/customer/index', icon: <MessageOutline />, color: '#1890ff' },
  { title: '个人中心', path: '/user/index', icon: <UserOutline />, color: '#597ef7' },
];
