import { describe, expect, it } from 'vitest';
import { attachmentId, reviewReason, text } from './rules.js';
import { deriveSimplename } from './simplename.js';

describe('certification input rules', () => {
  it('reads the attachment id from the download address, with or without origin and query', () => {
    expect(attachmentId('/api/dpboot/attach/download/42', '营业执照')).toBe(42);
    expect(attachmentId(' https://park.example.cn/api/dpboot/attach/download/42?sysid=1 ', '营业执照')).toBe(42);
    for (const bad of ['', '42', '/api/dpboot/attach/getAttInfo/42', '/api/dpboot/attach/download/0', '/api/dpboot/attach/download/2147483648', 'javascript:alert(1)']) {
      expect(() => attachmentId(bad, '营业执照'), bad).toThrow('营业执照附件无效，请重新上传');
    }
  });

  it('trims and collapses whitespace before counting characters', () => {
    expect(text('  杭州  云帆 ', '企业名称', 2, 100)).toBe('杭州 云帆');
    expect(() => text(' 甲 ', '企业名称', 2, 100)).toThrow('企业名称不能少于2个字符');
    expect(() => text('   ', '姓名', 2, 20)).toThrow('请填写姓名');
  });

  it('requires a reason for FAIL and BACK only', () => {
    expect(reviewReason('PASS', undefined)).toBe('');
    expect(reviewReason('BACK', ' 名称有误 ')).toBe('名称有误');
    expect(() => reviewReason('FAIL', ' ')).toThrow('请填写审核意见');
  });
});

describe('derived short names', () => {
  const places = ['浙江省', '杭州市', '滨江区'];
  it.each([
    ['杭州云帆智能科技有限公司', '云帆智能科技'],
    ['浙江杭州海康股份有限公司', '海康'],
    ['云帆（杭州）网络技术有限公司', '云帆网络技术'],
    ['滨江区创新研究院', '创新'],
    ['杭州市公司', '杭州市'],
    ['阿里巴巴集团', '阿里巴巴'],
  ])('%s → %s', (fullname, simplename) => {
    expect(deriveSimplename(fullname, places)).toBe(simplename);
  });
});
