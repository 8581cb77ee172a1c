import { Type } from 'typebox';
import type { Attachment } from '../../db/schema.js';
import { envelopeOf } from '../../lib/schema.js';

export const VisibilitySchema = Type.Union([Type.Literal('PUBLIC'), Type.Literal('PRIVATE')], {
  description: 'PUBLIC：园区内任何人（含未登录）可读；PRIVATE：仅上传者和园区运营人员可读',
});

const common = {
  id: Type.Integer({ description: '附件编号' }),
  filename: Type.String({ description: '原始文件名' }),
  mime: Type.String({ description: '文件类型' }),
  size: Type.Integer({ description: '字节数' }),
  url: Type.String({ description: '下载地址（需签名）' }),
};

export const UploadedSchema = envelopeOf(Type.Object(common));

export const AttachmentInfoSchema = envelopeOf(
  Type.Object({
    ...common,
    createdAt: Type.String({ description: '上传时间（ISO-8601）' }),
    visibility: VisibilitySchema,
  }),
);

export const downloadUrl = (id: number) => `/api/dpboot/attach/download/${id}`;

export function toInfo(attachment: Attachment) {
  return {
    id: attachment.id,
    filename: attachment.filename,
    mime: attachment.mime,
    size: attachment.size,
    url: downloadUrl(attachment.id),
    createdAt: attachment.created_at,
    visibility: attachment.visibility,
  };
}
