import { ABILITY_LIFECYCLE, ITEM_LIFECYCLE, OPP_LIFECYCLE } from '../../../common/scene/lifecycle.js';
import type { Permission } from '../../../common/permissions.js';
import type { Lifecycle } from '../../../common/publish/lifecycle.js';
import { definePublishKind, type PublishKind } from '../../kit/publish/kind.js';

/**
 * 应用场景 on the publish kit (server/kit/publish). An opportunity belongs to the operator who wrote
 * it (told of the review); a capability and a collected item to their organisation, whose members
 * read the decision in their messages (the spec gives them no scenario screen to link to).
 */
const kindOf = <S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  [table, permission, owner]: readonly ['scene_opps' | 'scene_abilities' | 'scene_items', Permission, 'user' | 'org'],
  extra: Pick<PublishKind<S, A>, 'effects'> = {},
) =>
  definePublishKind({
    lifecycle,
    table,
    columns: { title: 'title', reason: 'reason' },
    owner: owner === 'user' ? { column: 'author_id', is: 'user' } : { column: 'org_id', is: 'org' },
    permission,
    message: { topic: 'SCENE', link: () => (owner === 'user' ? '/op/cj/sceneOppManage' : null) },
    ...extra,
  });

export const OPP_KIND = kindOf(OPP_LIFECYCLE, ['scene_opps', 'scene.opp', 'user'], {
  effects: { APPROVE: { set: (_ctx, now) => ({ published_at: now }) }, OFFLINE: { set: () => ({ published_at: null }) } },
});
export const ABILITY_KIND = kindOf(ABILITY_LIFECYCLE, ['scene_abilities', 'scene.ability', 'org']);
export const ITEM_KIND = kindOf(ITEM_LIFECYCLE, ['scene_items', 'scene.collect', 'org']);
