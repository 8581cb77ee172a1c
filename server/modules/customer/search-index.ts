import type { Kysely } from 'kysely';
import type { AnswerKind, AssistantAnswer } from '../../../common/customer/contract.js';
import type { DB } from '../../db/schema.js';
import { countTerms, normalize, terms } from './segment.js';
import { SOURCES, type Source, type SourceDoc } from './sources.js';

/**
 * The assistant's retrieval: every answerable document of a park, segmented once (segment.ts),
 * kept in memory per park and per document, and ranked for a question with BM25 over weighted
 * fields (BM25F: a term in an FAQ's keywords counts five times, in a title three times …).
 *
 * Freshness: each question first reads the sources' manifests (id and last change of every
 * answerable row, sources.ts); a document that is new or changed is read and segmented again, one
 * that is gone (withdrawn, unpublished, expired, deleted) leaves the index. So an answer never
 * comes from a row the public cannot read now, whichever module or process changed it, and no
 * other module needs to tell this one anything. The work per question is the manifests plus
 * the scoring — a park has hundreds of documents, not millions.
 */

interface IndexedDoc extends SourceDoc {
  tf: Map<string, number>;
  /** Weighted length (sum of weight × terms per field). */
  length: number;
}

type ParkIndex = Map<string, IndexedDoc>;

const K1 = 1.2;
const B = 0.75;
/** Share of the question's characters (outside question words) that an answer must match. */
const MIN_COVERAGE = 0.34;
const SNIPPET_MAX = 120;

const keyOf = (kind: AnswerKind, id: number) => `${kind}:${String(id)}`;

function indexDoc(doc: SourceDoc): IndexedDoc {
  const tf = new Map<string, number>();
  let length = 0;
  for (const [text, weight] of doc.fields) {
    for (const [term, n] of countTerms(text)) {
      tf.set(term, (tf.get(term) ?? 0) + n * weight);
      length += n * weight;
    }
  }
  return { ...doc, tf, length };
}

/** Ids in slices a database accepts in one IN list. */
function* slices(ids: number[], size = 500): Generator<number[]> {
  for (let i = 0; i < ids.length; i += size) yield ids.slice(i, i + size);
}

export class SearchIndex {
  private readonly parks = new Map<number, ParkIndex>();

  constructor(private readonly sources: readonly Source[] = SOURCES) {}

  /** Brings a park's documents up to date with its rows (see the class comment). */
  async refresh(db: Kysely<DB>, tenantId: number, today: string): Promise<ParkIndex> {
    const park: ParkIndex = this.parks.get(tenantId) ?? new Map<string, IndexedDoc>();
    const live = new Set<string>();
    for (const source of this.sources) {
      const manifest = await source.manifest(db, tenantId, today);
      const stale: number[] = [];
      for (const { id, stamp } of manifest) {
        const key = keyOf(source.kind, id);
        live.add(key);
        if (park.get(key)?.stamp !== stamp) stale.push(id);
      }
      for (const ids of slices(stale)) for (const doc of await source.rows(db, tenantId, ids)) park.set(keyOf(doc.kind, doc.id), indexDoc(doc));
    }
    for (const key of park.keys()) if (!live.has(key)) park.delete(key);
    this.parks.set(tenantId, park);
    return park;
  }

  /** The best answers to a question, best first; none when nothing matches well enough. */
  async ask(db: Kysely<DB>, tenantId: number, question: string, today: string, limit: number): Promise<AssistantAnswer[]> {
    const park = await this.refresh(db, tenantId, today);
    return rank([...park.values()], question, limit);
  }
}

/** BM25F over the given documents; exported for the ranking tests. */
export function rank(docs: readonly IndexedDoc[], question: string, limit: number): AssistantAnswer[] {
  const queryTerms = [...new Set(terms(question))];
  if (queryTerms.length === 0 || docs.length === 0) return [];
  const n = docs.length;
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / n || 1;
  const idf = new Map<string, number>();
  for (const term of queryTerms) {
    let df = 0;
    for (const doc of docs) if (doc.tf.has(term)) df++;
    idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  const asked = new Set(queryTerms.flatMap((t) => [...t]));
  const scored: { doc: IndexedDoc; score: number; matched: string[] }[] = [];
  for (const doc of docs) {
    let score = 0;
    const matched: string[] = [];
    for (const term of queryTerms) {
      const tf = doc.tf.get(term);
      if (!tf) continue;
      const weight = idf.get(term) ?? 0;
      score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avgLength));
      matched.push(term);
    }
    if (matched.length > 0 && new Set(matched.flatMap((t) => [...t])).size >= MIN_COVERAGE * asked.size) scored.push({ doc, score, matched });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.kind.localeCompare(b.doc.kind) || a.doc.id - b.doc.id);
  return scored.slice(0, limit).map(({ doc, score, matched }) => ({
    kind: doc.kind,
    id: doc.id,
    title: doc.title,
    category: doc.category,
    snippet: snippet(doc.body, matched),
    answer: doc.answer,
    terms: highlightTerms(matched),
    score: Math.round(score * 1000) / 1000,
  }));
}

/** The longest matched terms first, without those inside a longer one (for highlighting). */
function highlightTerms(matched: string[]): string[] {
  const sorted = [...matched].sort((a, b) => b.length - a.length);
  return sorted.filter((t, i) => !sorted.slice(0, i).some((longer) => longer.includes(t)));
}

/** The sentence (with its neighbour when short) that holds most of the matched terms, at most 120 characters. */
export function snippet(body: string, matched: readonly string[]): string {
  const sentences = body.split(/(?<=[。！？；!?;\n])/u).map((s) => s.trim()).filter(Boolean);
  if (sentences.length === 0) return '';
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const text = normalize(sentence);
    const score = matched.reduce((sum, term) => sum + (text.includes(term) ? term.length : 0), 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let text = sentences[best] ?? '';
  const next = sentences[best + 1];
  if (text.length < 40 && next) text = `${text}${next}`;
  return text.length > SNIPPET_MAX ? `${text.slice(0, SNIPPET_MAX)}…` : text;
}
