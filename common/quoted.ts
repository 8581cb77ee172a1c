/**
 * A name in Chinese double quotes, as the copy quotes titles and labels: “…”. Double quotes inside
 * the name turn to single ones, as Chinese typesetting nests them, so a notice titled
 * 关于开展“小巨人”申报的通知 reads 确定删除“关于开展‘小巨人’申报的通知”吗？ and never “…“…”…”.
 */
export function quoted(text: string): string {
  return `“${text.replace(/“/g, '‘').replace(/”/g, '’')}”`;
}
