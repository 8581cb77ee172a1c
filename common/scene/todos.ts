import { stateTodo } from '../contract/todo.js';
import { collectContract } from './collect.js';
import { abilityContract, oppContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts): what waits for a review, and where. */
export const todos = [
  stateTodo(oppContract.counts, { record: 'scene_opps', status: 'CHECK' }, { key: 'scene.opp', label: '场景机会待审核', link: '/op/cj/sceneOppManage?status=CHECK' }),
  stateTodo(abilityContract.counts, { record: 'scene_abilities', status: 'TOAUDIT' }, { key: 'scene.ability', label: '企业场景能力待审核', link: '/op/cj/sceneAbilityManage?status=TOAUDIT' }),
  stateTodo(collectContract.counts, { record: 'scene_items', status: 'TOAUDIT' }, { key: 'scene.item', label: '场景征集内容待审核', link: '/op/cj/sceneCollectManage/items?status=TOAUDIT' }),
];
