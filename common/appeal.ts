/** Appeals' shared rules, where modules outside the appeal area import them from (common/appeal/rules.ts). */
export * from './appeal/rules.js';
