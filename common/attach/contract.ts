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
  description: 'PUBLIC：园区内任何人（含未登录）可读；PRIVATE：仅上传者和园区运营人员可读',
});

const fileFields = {
  id: Type.Integer({ description: '附件编号' }),
  filename: Type.String({ description: '原始文件名' }),
  mime: Type.String({ description: '文件类型' }),
  size: Type.Integer({ description: '字节数' }),
  url: Type.String({ description: '下载地址（需签名）' }),
};

export const attachContract = defineContract(
  { base: 'dpboot', tag: 'attach' },
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
      description: '成功时返回文件内容，文件名在 content-disposition 中；失败时返回 JSON 信封。',
      params: IdParams,
      answer: FILE,
    },
    remove: {
      method: 'DELETE',
      path: 'attach/delete/:id',
      access: 'login',
      summary: '删除附件（上传者或园区运营人员）',
      params: IdParams,
      answer: Empty,
    },
  },
);

/** What an upload answers; `url` is the signed download address that forms keep as the value. */
export type UploadedFile = AnswerOf<typeof attachContract.upload>;
export type AttachmentInfo = AnswerOf<typeof attachContract.info>;
