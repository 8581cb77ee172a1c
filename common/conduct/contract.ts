import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type InputOf } from '../contract/endpoint.js';
import { CONDUCT_LIMITS as L, QUALIFICATION } from './rules.js';

/**
 * 高新技术企业服务 (SPEC §2 /gc/conduct): the park's page for high-tech enterprises — the
 * published notices and policies naming the qualification, how many of the park's enterprises
 * hold it, the steps and materials of applying (the park's own text, kept by its operators), and
 * the sections other modules add (server/modules/conduct/public.ts). Titles become the validation messages.
 */

export { CONDUCT_LIMITS, QUALIFICATION } from './rules.js';

const Step = Type.Object({
  title: Type.String({ title: '步骤名称', minLength: 1, maxLength: L.stepTitleMax }),
  detail: Type.String({ title: '步骤说明', maxLength: L.stepDetailMax }),
});

const Material = Type.Object({
  name: Type.String({ title: '材料名称', minLength: 1, maxLength: L.materialNameMax }),
  note: Type.String({ title: '材料说明', maxLength: L.materialNoteMax }),
});

const Guide = Type.Object({
  intro: Type.String({ description: '申报说明（园区编写）' }),
  steps: Type.Array(Step),
  materials: Type.Array(Material),
  updatedAt: Nullable(Type.String({ description: '最近修改时间（ISO-8601）；从未编写为 null' })),
});

export const conductContract = defineContract(
  { base: 'dpboot', tag: 'conduct', module: '办事指南' },
  {
    page: {
      method: 'GET',
      path: 'conduct/page',
      access: 'public',
      summary: '高新技术企业服务页（公开）',
      description: `本园区面向${QUALIFICATION}的通知公告与政策（已发布、标题或摘要提及该资质，最新在前）、园区内持有该资质的企业数、申报步骤与材料，以及其他模块登记的栏目（无内容的栏目不返回）。`,
      answer: Type.Object({
        qualification: Type.String({ description: `资质名称：${QUALIFICATION}` }),
        holding: Type.Integer({ description: '园区内持有该资质的企业数' }),
        enterprises: Type.Integer({ description: '园区企业总数（不含服务机构）' }),
        notices: Type.Array(
          Type.Object({ id: Type.Integer(), title: Type.String(), type: Type.String(), summary: Type.String(), updatedAt: Type.String() }),
        ),
        policies: Type.Array(
          Type.Object({ id: Type.Integer(), title: Type.String(), issuer: Type.String(), summary: Type.String(), updatedAt: Type.String() }),
        ),
        guide: Guide,
        sections: Type.Array(
          Type.Object({
            key: Type.String(),
            title: Type.String(),
            items: Type.Array(Type.Object({ title: Type.String(), summary: Type.String(), path: Type.String({ description: '应用内路径' }) })),
          }),
        ),
      }),
    },
    saveGuide: {
      method: 'POST',
      path: 'conduct/guide/save',
      access: 'operator',
      permission: 'conduct.manage',
      summary: '保存申报步骤与材料（运营）',
      description: '整体替换本园区的申报说明、步骤（按数组顺序）与材料清单。',
      body: Type.Object({
        intro: Type.String({ title: '申报说明', maxLength: L.introMax }),
        steps: Type.Array(Step, { title: '申报步骤', minItems: L.stepsMin, maxItems: L.stepsMax }),
        materials: Type.Array(Material, { title: '申报材料', maxItems: L.materialsMax }),
      }),
      answer: Guide,
      message: '保存成功',
    },
  },
);

export type ConductPage = AnswerOf<typeof conductContract.page>;
export type ConductGuide = ConductPage['guide'];
export type ConductGuideInput = InputOf<typeof conductContract.saveGuide>;
