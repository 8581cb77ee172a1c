import type { Kysely } from 'kysely';
import type { Question, QuestionGroup } from '../../../common/policy.js';
import type { QuotaItem } from '../../../common/policy/quota/contract.js';
import type { DB } from '../../db/schema.js';
import { optionItem, profileFieldOf, quotaItem } from './present-quota.js';
import * as repo from './repo-quota.js';

/** Quotas with options and usage, and the questionnaire: each in three queries whatever the count. */

export async function quotaItems(
  db: Kysely<DB>,
  query: repo.QuotaQuery = {},
): Promise<QuotaItem[]> {
  const rows = await repo.quotaRows(db, query);
  const ids = rows.map((r) => r.id);
  const [options, usage] = await Promise.all([
    repo.optionsOf(db, ids),
    repo.usage(db, ids),
  ]);
  return rows.map((r) => quotaItem(r, (options.get(r.id) ?? []).map(optionItem), usage.get(r.id) ?? 0));
}

function question(row: repo.QuotaRow, options: ReturnType<typeof optionItem>[]): Question {
  return {
    quotaId: row.id,
    typeId: row.type_id,
    name: row.name,
    question: row.question || row.name,
    kind: row.kind,
    unit: row.unit,
    hint: row.hint,
    profileField: profileFieldOf(row.profile_field),
    indexnumber: row.indexnumber,
    options: row.kind === 'NUMBER' ? [] : options,
  };
}

/** Enabled questions of enabled types, grouped by type, both in indexnumber order. */
export async function questionnaire(
  db: Kysely<DB>,
): Promise<{ groups: QuestionGroup[]; questionCount: number }> {
  const rows = await repo.quotaRows(db, { enabledOnly: true, questionsOnly: true });
  const options = await repo.optionsOf(
    db,
    rows.map((r) => r.id),
  );
  const groups: QuestionGroup[] = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (!group || group.typeId !== row.type_id) {
      group = { typeId: row.type_id, typeName: row.type_name, indexnumber: row.type_index, questions: [] };
      groups.push(group);
    }
    group.questions.push(question(row, (options.get(row.id) ?? []).map(optionItem)));
  }
  return { groups, questionCount: rows.length };
}

/** One enabled question, or undefined. */
export async function questionById(
  db: Kysely<DB>,
  id: number,
): Promise<Question | undefined> {
  const [row] = await repo.quotaRows(db, { ids: [id], enabledOnly: true, questionsOnly: true });
  if (!row) return undefined;
  const options = await repo.optionsOf(db, [row.id]);
  return question(row, (options.get(row.id) ?? []).map(optionItem));
}
