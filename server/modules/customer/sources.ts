import type { Kysely } from 'kysely';
import type { AnswerKind } from '../../../common/customer/contract.js';
import type { DB } from '../../db/schema.js';
import { noticePort } from '../notice/public.js';
import { policyPort } from '../policy/public.js';
import { plainText } from './segment.js';

/**
 * What the assistant may answer from, read-only: the park's FAQ, and the policies and notices the
 * public may read (published; policies not expired), asked of the policy and notice modules' ports
 * (their public.ts): a row counts while the public can open it, the rule their public lists apply. Each source answers a cheap
 * manifest (id and last change of every answerable row) and the rows themselves by id, so the
 * index (search-index.ts) reloads only what changed since it last looked.
 */

/** One answerable row: weighted fields for ranking, texts for the answer card. */
export interface SourceDoc {
  kind: AnswerKind;
  id: number;
  /** When the row last changed; a different stamp re-reads the row. */
  stamp: string;
  title: string;
  category: string;
  /** [text, weight] pairs the ranking counts terms in. */
  fields: [string, number][];
  /** The text a snippet is cut from. */
  body: string;
  /** The FAQ's whole answer; null for policies and notices. */
  answer: string | null;
}

export interface ManifestRow {
  id: number;
  stamp: string;
}

export interface Source {
  kind: AnswerKind;
  manifest(db: Kysely<DB>, tenantId: number, today: string): Promise<ManifestRow[]>;
  rows(db: Kysely<DB>, tenantId: number, ids: number[]): Promise<SourceDoc[]>;
}

/** Field weights: an FAQ's keywords say most, then titles and questions, then summaries, then bodies. */
export const WEIGHTS = { keywords: 5, title: 3, summary: 1.5, body: 1 } as const;

const W = WEIGHTS;

/** '|a|b|' → 'a b'. */
const keywordText = (stored: string) => stored.split('|').filter(Boolean).join(' ');

export const faqSource: Source = {
  kind: 'FAQ',
  manifest: (db) => db.selectFrom('customer_faqs').select(['id', 'updated_at as stamp']).execute(),
  async rows(db, _tenantId, ids) {
    const rows = await db
      .selectFrom('customer_faqs')
      .select(['id', 'question', 'answer', 'keywords', 'category', 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      kind: 'FAQ',
      id: r.id,
      stamp: r.updated_at,
      title: r.question,
      category: r.category,
      fields: [
        [keywordText(r.keywords), W.keywords],
        [r.question, W.title],
        [r.answer, W.body],
      ],
      body: r.answer,
      answer: r.answer,
    }));
  },
};

export const policySource: Source = {
  kind: 'POLICY',
  manifest: (db, tenantId, today) => policyPort.get().publicStamps(db, today),
  async rows(db, tenantId, ids) {
    const rows = await policyPort.get().publishedByIds(db, ids);
    return rows.map((r) => {
      const content = plainText(r.content);
      return {
        kind: 'POLICY',
        id: r.id,
        stamp: r.updatedAt,
        title: r.title,
        category: r.issuer,
        fields: [
          [r.title, W.title],
          [`${r.summary} ${r.docNo} ${r.issuer}`, W.summary],
          [`${r.eligible}\n${content}\n${r.applyMethod}`, W.body],
        ],
        body: [r.summary, r.eligible, content, r.applyMethod].filter(Boolean).join('\n'),
        answer: null,
      };
    });
  },
};

export const noticeSource: Source = {
  kind: 'NOTICE',
  manifest: (db, tenantId) => noticePort.get().publicStamps(db, tenantId),
  async rows(db, tenantId, ids) {
    const rows = await noticePort.get().publicByIds(db, tenantId, ids);
    return rows.map((r) => {
      const body = plainText(r.body);
      return {
        kind: 'NOTICE',
        id: r.id,
        stamp: r.updatedAt,
        title: r.title,
        category: r.type,
        fields: [
          [r.title, W.title],
          [r.summary, W.summary],
          [body, W.body],
        ],
        body: body || r.summary,
        answer: null,
      };
    });
  },
};

export const SOURCES: readonly Source[] = [faqSource, policySource, noticeSource];
