/**
 * An operation in the park's words: the endpoint's summary without the note in brackets that
 * tells developers who calls it (发布通知（运营） → 发布通知; 查看完整证件号（运营，留痕） → 查看完整证件号).
 */
export function operationWords(summary: string): string {
  return summary.replace(/\s*（[^（）]*）\s*$/, '').trim() || summary;
}
