import type { ESLint, Rule } from 'eslint';

export function areas(dir: string): string[];
declare const plugin: ESLint.Plugin & { rules: { 'no-cross-imports': Rule.RuleModule } };
export default plugin;
