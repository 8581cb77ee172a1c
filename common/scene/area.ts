import { defineArea } from '../contract/area.js';

const permission = (what: string) => ({ label: `应用场景（${what}）`, group: '诉求、消息、产业、项目与经济' });

/**
 * 应用场景 (/op/cj/scene*): what the area declares about itself. An opportunity waits for its review
 * before it is published; an enterprise's capability and a collected item wait for theirs.
 */
export const sceneArea = defineArea({
  name: 'scene',
  permissions: { 'scene.opp': permission('场景机会录入、审核与发布'), 'scene.ability': permission('企业场景能力登记与审核'), 'scene.collect': permission('场景征集轮次与征集审核') },
  topics: { SCENE: '应用场景' },
  waiting: { scene_opps: ['CHECK'], scene_abilities: ['TOAUDIT'], scene_items: ['TOAUDIT'] },
});
