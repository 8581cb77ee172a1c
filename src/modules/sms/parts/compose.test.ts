import { describe, expect, it } from 'vitest';
import { DAY_MS, insertToken, sendProblem } from './compose';

const NOW = Date.parse('2026-03-02T02:00:00Z');
const TEXT = '【{园区名称}】{联系人}您好，请按时报送数据。';

describe('composing an SMS', () => {
  it('says what stops the send, text first, then the recipients, then the time', () => {
    expect(sendProblem('{公司}您好', { kind: 'ALL' }, 'NOW', null, NOW)).toBe('不支持的变量：{公司}，可用变量：{企业名称}、{联系人}、{园区名称}');
    expect(sendProblem('  ', { kind: 'ALL' }, 'NOW', null, NOW)).toBe('请填写短信内容');
    expect(sendProblem(TEXT, { kind: 'ORG', ids: [] }, 'NOW', null, NOW)).toBe('请选择接收对象');
    expect(sendProblem(TEXT, { kind: 'ORG', ids: [7] }, 'AT', null, NOW)).toBe('请选择发送时间');
    expect(sendProblem(TEXT, { kind: 'ALL' }, 'AT', new Date(NOW - 60_000), NOW)).toBe('发送时间不能早于当前时间');
    expect(sendProblem(TEXT, { kind: 'ALL' }, 'AT', new Date(NOW + 91 * DAY_MS), NOW)).toBe('定时发送最多提前 90 天');
    expect(sendProblem(TEXT, { kind: 'ALL' }, 'AT', new Date(NOW + DAY_MS), NOW)).toBeNull();
    expect(sendProblem(TEXT, { kind: 'INDUSTRY', names: ['新能源'] }, 'NOW', null, NOW)).toBeNull();
  });

  it('writes a variable where the cursor is, over a selection, and refuses to pass 500 characters', () => {
    expect(insertToken('您好，请', 3, 3, '{企业名称}')).toEqual({ text: '您好，{企业名称}请', cursor: 9 });
    expect(insertToken('您好，某某公司', 3, 7, '{企业名称}')).toEqual({ text: '您好，{企业名称}', cursor: 9 });
    expect(insertToken('您好', 99, 99, '{联系人}')).toEqual({ text: '您好{联系人}', cursor: 7 });
    expect(insertToken('字'.repeat(496), 496, 496, '{企业名称}')).toEqual({ problem: '短信内容不能超过 500 字' });
  });
});
