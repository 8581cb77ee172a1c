import type { SceneField } from '../../../../common/scene/rules.js';
import data from './texts.json' with { type: 'json' };

/**
 * The scenario demo's texts, kept as data (texts.json): opportunities [名称, 领域, 需求单位, 需求,
 * 预算下限, 预算上限], capabilities [名称, 领域, 说明, 案例], rounds [名称, 说明, 领域], what
 * enterprises send in (needs and offers) and the reviewers' reasons.
 */

type OppText = readonly [title: string, field: SceneField, unit: string, needs: string, min: number, max: number];
type AbilityText = readonly [title: string, field: SceneField, summary: string, cases: string];
type RoundText = readonly [title: string, intro: string, fields: readonly SceneField[]];

export const OPPS = data.opps as unknown as readonly OppText[];
export const ABILITIES = data.abilities as unknown as readonly AbilityText[];
export const ROUNDS = data.rounds as unknown as readonly RoundText[];
export const NEEDS = data.needs as unknown as readonly (readonly [string, string])[];
export const OFFERS = data.offers as unknown as readonly (readonly [string, string])[];
export const RETURN_REASONS: readonly string[] = data.returnReasons;
export const FAIL_REASONS: readonly string[] = data.failReasons;
export const BACK_REASONS: readonly string[] = data.backReasons;
export const CONTACTS: readonly string[] = data.contacts;
