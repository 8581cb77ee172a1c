import { FileOutline, ShopbagOutline, TeamOutline } from 'antd-mobile-icons';
import { isOrganisation, isService } from '@common/roles';
import type { MineEntry, OwnAudience } from '@/core/entries';
import { MY_APPLIES, MY_PRODUCTS, MY_REQUIRES } from './paths';

/** The members of service organisations: an audience the module declares itself. */
const SERVICE_MEMBERS: OwnAudience = { name: '服务机构用户', includes: (user) => isService(user) };
/** The members of enterprises (not service organisations). */
const ENTERPRISE_MEMBERS: OwnAudience = { name: '企业用户', includes: (user) => isOrganisation(user) };

/**
 * The personal centre's entries: an enterprise's applications for services; a service
 * organisation's products and its requirement hall, for its members only; the requirements,
 * for both (an enterprise posts them, a service organisation answers them).
 */
export const mineEntries: MineEntry[] = [
  { path: MY_APPLIES, label: '我的服务申请', icon: <ShopbagOutline />, who: ENTERPRISE_MEMBERS, order: 57 },
  { path: MY_PRODUCTS, label: '服务机构中心', icon: <TeamOutline />, who: SERVICE_MEMBERS, order: 58 },
  { path: MY_REQUIRES, label: '服务需求', description: '企业发布需求，服务机构应答', icon: <FileOutline />, who: [ENTERPRISE_MEMBERS, SERVICE_MEMBERS], order: 59 },
];
