import type { ServiceCategory } from '../../../../common/service/rules.js';
import data from './texts.json' with { type: 'json' };

/**
 * The service demo's texts, kept as data (texts.json): per category the products a park's service
 * catalogue lists ([名称, 服务内容, 收费方式, 价格说明, 服务周期]), what each kind of organisation
 * serves, the qualifications they hold, and what enterprises write and are answered.
 */

type ProductText = readonly [title: string, summary: string, priceMode: string, price: string, period: string];

export const PRODUCTS = data.products as unknown as Readonly<Record<ServiceCategory, readonly ProductText[]>>;
export const CATEGORIES_OF_KIND = data.categoriesOfKind as Readonly<Record<string, readonly ServiceCategory[]>>;
export const QUALIFICATIONS = data.qualifications as Readonly<Record<ServiceCategory, readonly string[]>>;
export const INTROS: readonly string[] = data.intros;
export const APPLY_CONTENTS: readonly string[] = data.applyContents;
export const FOLLOW_NOTES: readonly string[] = data.followNotes;
export const OUTCOMES: readonly string[] = data.outcomes;
export const DECLINES: readonly string[] = data.declines;
export const COMMENTS = data.comments as unknown as readonly (readonly [rating: number, comment: string])[];
export const RETURN_REASONS: readonly string[] = data.returnReasons;
export const REQUIRES = data.requires as unknown as readonly (readonly [title: string, category: ServiceCategory, content: string])[];
export const ANSWER_PLANS: readonly string[] = data.answerPlans;
export const ANSWER_PERIODS: readonly string[] = data.answerPeriods;
export const REQUIRE_OUTCOMES: readonly string[] = data.requireOutcomes;
export const REQUIRE_CLOSES: readonly string[] = data.requireCloses;
