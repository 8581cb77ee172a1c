/**
 * Chinese text → search terms, the same for documents and questions: the words Intl.Segmenter
 * finds (ICU's dictionary, shipped with Node) and every pair of adjacent Han characters. The
 * words give precise matches (研发/费用/加计/扣除); the pairs catch what the dictionary splits
 * into single characters (高新 from 高/新, 绑定 from 绑/定) and compounds it does not know.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;

/** Question words and fillers that say nothing about the subject. */
const STOP = new Set([
  '怎么', '怎样', '如何', '什么', '哪些', '哪个', '哪里', '哪儿', '为什么', '多少', '是否', '可以', '能否', '能不能', '需要',
  '请问', '一下', '我们', '你们', '他们', '我的', '这个', '那个', '以及', '或者', '还是', '就是', '已经', '没有', '有没有',
  '吗', '呢', '吧', '啊', '的', '了', '和', '与', '及', '或', '在', '是', '有', '我', '你', '要', '想', '去', '把', '被', '对',
  'the', 'and', 'of',
]);

/** HTML → plain text: tags become spaces, the common entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Full-width letters and digits as ASCII, Latin letters lower case. */
export const normalize = (text: string): string => text.normalize('NFKC').toLowerCase();

/**
 * The text's terms, repeated as often as they occur (a word and a pair may be the same string).
 * Pairs are taken inside runs of Han words only: question words, fillers and punctuation end a
 * run, so 怎么申请 gives 申请 and no 么申.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    run = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(normalize(text))) {
    const han = HAN.test(segment);
    if (!isWordLike || STOP.has(segment)) {
      flush();
      continue;
    }
    if (han) run += segment;
    else flush();
    // A single Han character is too vague on its own: the pairs cover it.
    if (han ? segment.length >= 2 : segment.length >= 2 || /\d/.test(segment)) out.push(segment);
  }
  flush();
  return out;
}

/** Term → count. */
export function countTerms(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}
