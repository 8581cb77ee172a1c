import { Type } from 'typebox';
import { Empty, IdParams } from '../contract/atoms.js';
import { defineContract, FILE, MULTIPART, type AnswerOf } from '../contract/endpoint.js';

/**
 * Attachments (SPEC: attach/upload/single, delete/{id}, getAttInfo/{id}, download/{id}): files
 * uploaded on their own and linked to records later by their ids (or download addresses).
 */

/** The multipart field the file comes in. */
export const UPLOAD_FIELD = 'file';

const Visibility = Type.Union([Type.Literal('PUBLIC'), Type.Literal('PRIVATE')], {
  description:
    'PUBLIC：园区内任何人（含未登录）可读；PRIVATE：按附件所属记录的规则读取（如诉求照片：提交企业和有诉求受理权限且在数据范围内的运营人员），尚未关联记录时仅上传者可读',
});

const fileFields = {
  id: Type.Integer({ description: '附件编号' }),
  filename: Type.String({ description: '原始文件名' }),
  mime: Type.String({ description: '文件类型' }),
  size: Type.Integer({ description: '字节数' }),
  url: Type.String({ description: '下载地址（需签名）' }),
};

export const attachContract = defineContract(
  { base: 'dpboot', tag: 'attach', module: '附件' },
  {
    upload: {
      method: 'POST',
      path: 'attach/upload/single',
      access: 'login',
      summary: '上传单个附件',
      description:
        `multipart/form-data：字段 ${UPLOAD_FIELD} 为文件，可选字段 visibility（PUBLIC/PRIVATE，默认 PRIVATE；PUBLIC 仅限运营人员）。` +
        '支持图片（jpg、png、gif、webp）、PDF、Word/Excel/PowerPoint、zip、UTF-8 的 txt/csv；文件内容须与扩展名一致。',
      body: MULTIPART,
      answer: Type.Object(fileFields),
    },
    info: {
      method: 'GET',
      path: 'attach/getAttInfo/:id',
      access: 'public',
      summary: '查询附件信息',
      description: '无权查看时返回 403（无权查看该附件）。',
      params: IdParams,
      answer: Type.Object({
        ...fileFields,
        createdAt: Type.String({ description: '上传时间（ISO-8601）' }),
        visibility: Visibility,
      }),
    },
    download: {
      method: 'GET',
      path: 'attach/download/:id',
      access: 'public',
      summary: '下载附件（文件流）',
      description: '成功时返回文件内容，文件名在 content-disposition 中；失败时返回 JSON 信封（无权查看时为 403）。',
      params: IdParams,
      answer: FILE,
    },
    remove: {
      method: 'DELETE',
      path: 'attach/delete/:id',
      access: 'login',
      summary: '删除附件（按附件所属记录的规则）',
      description:
        '尚未关联记录的附件仅上传者可删除；已关联的附件按所属记录的规则（如填报佐证：本企业用户或有填报审核权限的运营人员），' +
        '且所属记录须仍可编辑（草稿、退回修改）：已提交的记录的附件不能删除（403：附件所属记录已提交，不能删除）。',
      params: IdParams,
      answer: Empty,
    },
  },
);

/** What an upload answers; `url` is the signed download address that forms keep as the value. */
export type UploadedFile = AnswerOf<typeof attachContract.upload>;
export type AttachmentInfo = AnswerOf<typeof attachContract.info>;
