import { FOUND_AREAS } from './areas.generated.js';

/**
 * Every area that declares permissions, notification topics or waiting states
 * (`common/<area>/area.ts`, common/contract/area.ts): each common/<area>/area.ts exporting a
 * `defineArea`, found on disk by tools/generate-lists.ts (areas.generated.ts, not committed), in
 * the order of the areas' names. The catalogue of permissions (common/permissions.ts, whose
 * `Permission` type is the union of the keys found) and the notification topics
 * (common/message/topics.ts) are collected from here; the role editor shows the permissions of a
 * menu group in this order.
 */
export const AREAS = FOUND_AREAS;
