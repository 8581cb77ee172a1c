/** 应用场景's app paths (SPEC §2 /op/cj/*). */
export const OP_OPPS = '/op/cj/sceneOppManage';
export const OP_OPP_EDIT = '/op/cj/sceneOppManage/edit';
export const OP_ABILITIES = '/op/cj/sceneAbilityManage';
export const OP_ABILITY_EDIT = '/op/cj/sceneAbilityManage/edit';
export const OP_ROUNDS = '/op/cj/sceneCollectManage';
export const OP_ROUND_EDIT = '/op/cj/sceneCollectManage/round';
export const OP_ITEMS = '/op/cj/sceneCollectManage/items';
export const OP_ITEM_EDIT = '/op/cj/sceneCollectManage/item';

const withId = (path: string) => (id: number) => `${path}?id=${String(id)}`;
export const oppEditPath = withId(OP_OPP_EDIT);
export const abilityEditPath = withId(OP_ABILITY_EDIT);
export const roundEditPath = withId(OP_ROUND_EDIT);
export const itemEditPath = withId(OP_ITEM_EDIT);
export const itemsOfRound = (roundId: number) => `${OP_ITEMS}?roundId=${String(roundId)}`;
export const newItemIn = (roundId: number) => `${OP_ITEM_EDIT}?roundId=${String(roundId)}`;
