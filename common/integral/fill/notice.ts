import type { NoticeText } from '../../message/notices.js';
import { quoted } from '../../quoted.js';

/**
 * The system notification of a fill returned to the enterprise (申请退回): the items to correct
 * with the auditor's reasons, and the audit result's page (/info/integral/fill/auditDetail).
 */
export function fillReturnedNotice(roundId: number, orgId: number, roundName: string, returned: readonly { label: string; reason: string }[]): NoticeText {
  const lines = returned.map(({ label, reason }) => `${label}：${reason}`).join('\n');
  return {
    topic: 'INTEGRAL',
    title: '创新积分填报被退回修改',
    body: `贵企业在${quoted(roundName)}中填报的 ${String(returned.length)} 项数据被退回，请按退回原因修改后重新提交。\n${lines}`,
    link: `/info/integral/fill/auditDetail/${String(roundId)}/${String(orgId)}`,
  };
}
