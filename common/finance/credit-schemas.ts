import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { PublicProduct } from './schemas.js';

/** The shapes of the credit view (/supermarket/credit): the enterprise's profile and a verdict per product (credit.ts). */

const YearFigure = Type.Object({ value: Type.Number(), year: Type.Integer() });

export const CreditProfile = Type.Object({
  orgName: Type.String(),
  category: Type.String({ description: '企业类别（高新技术企业、科技型中小企业……）' }),
  setupDate: Type.String({ description: '成立日期，未登记为空' }),
  years: Nullable(Type.Integer({ description: '成立满几年' })),
  registerCapital: Type.Number({ description: '注册资本（万元）' }),
  score: Nullable(
    Type.Object({
      year: Type.Integer(),
      total: Type.Number(),
      parkRank: Type.Integer(),
      scored: Type.Integer({ description: '该年度参评企业数' }),
    }),
  ),
  taxPaid: Nullable(YearFigure),
  taxBand: Nullable(Type.String({ description: '纳税档次' })),
  inventionPatents: Nullable(YearFigure),
  loans: Type.Object({
    granted: Type.Integer({ description: '在本平台放款完成的笔数' }),
    grantedAmount: Type.Integer({ description: '放款总额（万元）' }),
    open: Type.Integer({ description: '办理中的申请' }),
  }),
});

export const CreditProduct = Type.Object({
  ...PublicProduct.properties,
  qualifies: Type.Boolean(),
  limit: Nullable(Type.Integer({ description: '积分贷的参考授信额度（万元）' })),
  reasons: Type.Array(Type.Object({ met: Nullable(Type.Boolean({ description: 'null：由银行评估' })), text: Type.String() })),
  toQualify: Type.Array(Type.String(), { description: '还不满足时可以做的改变' }),
  openLoanId: Nullable(Type.Integer({ description: '本企业对该产品办理中的申请' })),
});

export const CreditAnswer = Type.Object({ profile: CreditProfile, products: Type.Array(CreditProduct) });
