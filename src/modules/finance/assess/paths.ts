/** 银行考核's app paths (SPEC §2); a round is chosen with ?roundId=. */
export const OP_ASSESS_MANAGE = '/op/bankAssesManage';
export const OP_ASSESS_RESULT = '/op/bankAssesResult';
export const OP_ASSESS_ADD = '/op/bankAddResult';
export const resultPath = (roundId: number) => `${OP_ASSESS_RESULT}?roundId=${String(roundId)}`;
export const addPath = (roundId: number) => `${OP_ASSESS_ADD}?roundId=${String(roundId)}`;
