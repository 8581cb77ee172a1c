/** A requirement and an answer the service tests post (require.test.ts, enterprise.test.ts). */
export const requirement = {
  title: '锂电池热失控检测方案',
  category: '检验检测',
  content: '新研发的储能电池包需做热失控与针刺试验，希望三个月内拿到 CNAS 报告。',
  budget: 80000,
  deadline: '2027-03-31',
  contactName: '李工',
  contactPhone: '13900002222',
};
export const answer = { plan: '按 GB/T 36276 开展热失控、针刺与过充试验，出具 CNAS 报告并给出整改建议。', quote: 68000, period: '6 周', contactName: '王磊', contactPhone: '13912345678' };
