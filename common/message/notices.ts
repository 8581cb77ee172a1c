import { quoted } from '../quoted.js';
import type { NoticeTopic } from './contract.js';

/**
 * The texts and links of the workflows' system notifications, in one place: the workflows write
 * them through the server kit's notify port, and the demo seed writes the same ones for its
 * records. A link is the record's page in the portal.
 */

export interface NoticeText {
  topic: NoticeTopic;
  title: string;
  body: string;
  link: string;
}

const reasonLine = (reason: string) => (reason.trim() ? `\n审核意见：${reason.trim()}` : '');

/** A certification (ORG) or link (RELATE) application decided. */
export function certifyNotice(kind: 'ORG' | 'RELATE', status: 'PASS' | 'FAIL' | 'BACK', fullname: string, reason: string): NoticeText {
  const what = kind === 'RELATE' ? '关联企业申请' : '企业认证申请';
  const outcome = { PASS: '已通过审核', FAIL: '未通过审核', BACK: '被退回修改' }[status];
  const next = {
    PASS: kind === 'RELATE' ? '您已加入该企业，可以使用企业服务。' : '您的账号已成为该企业的认证用户，可以使用企业服务。',
    FAIL: '如有疑问，请联系园区管理委员会。',
    BACK: '请按审核意见修改后重新提交。',
  }[status];
  return {
    topic: 'CERTIFY',
    title: `${what}${outcome}`,
    body: `您提交的${quoted(fullname)}${what}${outcome}。${next}${reasonLine(reason)}`,
    link: '/user/certification',
  };
}

export type AppealNoticeAction = 'ASSIGN' | 'REPLY' | 'CLOSE' | 'REJECT';

/** A step of an enterprise's appeal that the enterprise cares about. */
export function appealNotice(action: AppealNoticeAction, appealId: number, title: string, content: string): NoticeText {
  const text = content.trim();
  const says = {
    ASSIGN: { title: '您的诉求已受理', body: `您反映的${quoted(title)}已受理，正在交由承办部门办理。` },
    REPLY: { title: '您的诉求已答复', body: `您反映的${quoted(title)}已答复，请查看答复并评价。${text ? `\n答复内容：${text}` : ''}` },
    CLOSE: { title: '您的诉求已办结', body: `您反映的${quoted(title)}已办结。${text ? `\n办结说明：${text}` : ''}` },
    REJECT: { title: '您的诉求不予受理', body: `您反映的${quoted(title)}不予受理。${text ? `\n原因：${text}` : ''}` },
  }[action];
  return { topic: 'APPEAL', ...says, link: `/user/appeal/detail/${appealId}` };
}

/** A declaration application audited. */
export function declareNotice(status: 'PASS' | 'FAIL' | 'BACK', applicationId: number, declarationTitle: string, reason: string): NoticeText {
  const says = {
    PASS: { title: '政策申报已审核通过', body: `您申报的${quoted(declarationTitle)}已审核通过，兑现信息将另行通知。` },
    FAIL: { title: '政策申报未通过审核', body: `您申报的${quoted(declarationTitle)}未通过审核。${reasonLine(reason)}` },
    BACK: { title: '政策申报被退回修改', body: `您申报的${quoted(declarationTitle)}被退回，请按审核意见修改后重新提交。${reasonLine(reason)}` },
  }[status];
  return { topic: 'DECLARE', ...says, link: `/policy/process/detail/${applicationId}` };
}
