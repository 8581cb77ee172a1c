import type { FastifyReply } from 'fastify';
import { isChoice, QUESTION_KIND, sharePercent } from '../../../common/survey/rules.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sheetOf, type SheetColumns } from '../../kit/sheet.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx } from '../../lib/xlsx-export.js';
import { countedSurvey, questionsOf, responsesOf, surveyRow, type QuestionView, type ResponseView, type StoredAnswer } from './repo.js';

/**
 * A survey's results per question, from the enterprises' answer sheets: for a choice, how many
 * enterprises picked each option and their share of those who answered the question; for a
 * number, the average, the least and the greatest; for a text, every answer with its enterprise.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

export function questionResult(q: QuestionView, responses: readonly ResponseView[]) {
  const answers = responses.flatMap((r) => {
    const a = r.answers.find((x) => x.questionId === q.id);
    return a ? [{ orgName: r.org_name, answer: a }] : [];
  });
  const answered = answers.length;
  const values = answers.map((a) => a.answer.value).filter((v): v is number => typeof v === 'number');
  return {
    ...q,
    answered,
    options: q.options.map((o) => {
      const count = answers.filter((a) => a.answer.optionIds?.includes(o.id)).length;
      return { ...o, count, share: sharePercent(count, answered) };
    }),
    average: values.length ? round2(values.reduce((s, v) => s + v, 0) / values.length) : null,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    texts: q.kind === 'TEXT' ? answers.map((a) => ({ orgName: a.orgName, text: a.answer.text ?? '' })) : [],
  };
}

export async function surveyResult(db: Kysely<DB>, id: number) {
  const survey = await countedSurvey(db, id);
  const [questions, responses] = await Promise.all([questionsOf(db, id), responsesOf(db, id)]);
  return { survey: surveyRow(survey), questions: questions.map((q) => questionResult(q, responses)), responses };
}

/** What an answer reads as in the export: the options' labels, the number with its unit, the text. */
export function answerText(q: QuestionView, a: StoredAnswer | undefined): string {
  if (!a) return '';
  if (q.kind === 'TEXT') return a.text ?? '';
  if (q.kind === 'NUMBER') return typeof a.value === 'number' ? `${String(a.value)}${q.unit}` : '';
  return q.options.filter((o) => a.optionIds?.includes(o.id)).map((o) => o.label).join('、');
}

interface SummaryLine {
  no: number;
  title: string;
  kind: string;
  answered: number;
  item: string;
  count: number | string;
  share: string;
}

type Result = ReturnType<typeof questionResult>;

function summaryLines(questions: readonly Result[]): SummaryLine[] {
  return questions.flatMap((q, i) => {
    const head = { no: i + 1, title: q.title, kind: QUESTION_KIND[q.kind], answered: q.answered };
    if (isChoice(q.kind)) return q.options.map((o) => ({ ...head, item: o.label, count: o.count, share: `${String(o.share)}%` }));
    if (q.kind === 'NUMBER') {
      const figure = (label: string, v: number | null) => ({ ...head, item: `${label}${q.unit ? `（${q.unit}）` : ''}`, count: v ?? '', share: '' });
      return [figure('平均值', q.average), figure('最小值', q.min), figure('最大值', q.max)];
    }
    return [{ ...head, item: '填写条数', count: q.texts.length, share: '' }];
  });
}

const SUMMARY_HEADS: Array<[string, number, keyof SummaryLine]> = [
  ['题号', 6, 'no'],
  ['题目', 36, 'title'],
  ['题型', 8, 'kind'],
  ['答题企业数', 10, 'answered'],
  ['选项或统计项', 24, 'item'],
  ['数量', 10, 'count'],
  ['占比', 8, 'share'],
];
const SUMMARY: SheetColumns<SummaryLine> = SUMMARY_HEADS.map(([header, width, key]) => ({ header, width, cell: (l) => l[key] }));

/** 企业调查结果-{title}.xlsx: 逐题统计, then 答卷明细 (one row an enterprise, one column a question). */
export async function exportResult(db: Kysely<DB>, id: number, reply: FastifyReply): Promise<FastifyReply> {
  const { survey, questions, responses } = await surveyResult(db, id);
  const sheets: SheetColumns<ResponseView> = [
    ...[{ header: '企业', width: 30, cell: (r: ResponseView) => r.org_name }, { header: '填写人', width: 10, cell: (r: ResponseView) => r.user_name }],
    { header: '提交时间', width: 18, cell: (r) => parkTime(r.updated_at) },
    ...questions.map((q, i) => ({
      header: `${String(i + 1)}. ${q.title}`,
      width: 24,
      cell: (r: ResponseView) => answerText(q, r.answers.find((a) => a.questionId === q.id)),
    })),
  ];
  return sendXlsx(reply, {
    filename: `企业调查结果-${survey.title}.xlsx`,
    sheets: [sheetOf('逐题统计', SUMMARY, summaryLines(questions)), sheetOf('答卷明细', sheets, responses)],
  });
}
