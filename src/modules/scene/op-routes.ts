import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_ABILITIES, OP_ABILITY_EDIT, OP_ITEM_EDIT, OP_ITEMS, OP_OPP_EDIT, OP_OPPS, OP_ROUND_EDIT, OP_ROUNDS } from './paths';

const opp = routesOf('scene', { permission: 'scene.opp' });
const ability = routesOf('scene', { permission: 'scene.ability' });
const collect = routesOf('scene', { permission: 'scene.collect' });
const GROUP = '诉求、消息、产业、项目与经济';

/** 应用场景's operator screens (SPEC §2 /op/cj/*). */
export const routes: RouteEntry[] = [
  opp.inMenu(GROUP, 90)(OP_OPPS, '场景机会管理', () => import('./pages/opps-page')),
  opp.operator(OP_OPP_EDIT, '场景机会审核与修改', () => import('./pages/opp-edit-page'), { parent: OP_OPPS }),
  ability.inMenu(GROUP, 91)(OP_ABILITIES, '企业场景能力管理', () => import('./pages/abilities-page')),
  ability.operator(OP_ABILITY_EDIT, '企业场景能力审核与修改', () => import('./pages/ability-edit-page'), { parent: OP_ABILITIES }),
  collect.inMenu(GROUP, 92)(OP_ROUNDS, '场景征集管理', () => import('./pages/rounds-page')),
  collect.operator(OP_ROUND_EDIT, '发起场景征集', () => import('./pages/round-edit-page'), { parent: OP_ROUNDS }),
  collect.operator(OP_ITEMS, '征集内容审核', () => import('./pages/items-page'), { parent: OP_ROUNDS }),
  collect.operator(OP_ITEM_EDIT, '征集内容审核与修改', () => import('./pages/item-edit-page'), { parent: OP_ROUNDS }),
];
