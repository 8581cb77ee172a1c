import { attachContract, UPLOAD_FIELD } from '../../../common/attach/contract.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { Attachment } from '../../db/schema.js';
import {
  acceptUploads,
  attachmentStorage,
  deleteIfAllowed,
  displayFilename,
  fileItem,
  findAttachment,
  insertAttachment,
  mayRead,
  sendAttachment,
  sizeText,
  verifiedMime,
  withUpload,
  type UploadRules,
  type Visibility,
} from '../../kit/attachments.js';
import type { RequestCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { BizError, forbidden, HttpError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/** One answer for "missing", "deleted" and "another park's": none reveals another park's files. */
const missing = () => notFound('附件');

/**
 * The file, if this user may read it: by the rule of the record holding it (server/kit/attachments/
 * access.ts), not by being an operator.
 */
async function readable(ctx: RequestCtx, id: number): Promise<Attachment> {
  const attachment = await findAttachment(ctx.db, ctx.tenantId, id);
  if (!attachment) throw missing();
  if (!(await mayRead(ctx.db, ctx.tenantId, ctx.user, attachment))) throw forbidden('无权查看该附件');
  return attachment;
}

const DELETE_REFUSALS = {
  forbidden: '无权删除该附件',
  submitted: '附件所属记录已提交，不能删除',
} as const;

/**
 * PUBLIC files are readable by anonymous visitors of the park, so only operators may publish one;
 * content of other users becomes public through the screens that publish it.
 */
function visibilityOf(fields: ReadonlyMap<string, string>, user: AuthUser): Visibility {
  const value = fields.get('visibility')?.trim().toUpperCase();
  if (value === undefined || value === '') return 'PRIVATE';
  if (value !== 'PUBLIC' && value !== 'PRIVATE') throw new BizError('可见范围的取值无效（PUBLIC 或 PRIVATE）');
  if (value === 'PUBLIC' && !isOperator(user)) throw new BizError('仅园区运营人员可以上传公开附件', 403);
  return value;
}

const uploadRules = (maxBytes: number): UploadRules => ({
  field: UPLOAD_FIELD,
  maxBytes,
  maxFiles: 1,
  maxFields: 10,
  maxFieldBytes: 1024,
  maxParts: 20,
  messages: {
    notMultipart: '上传请求必须是 multipart/form-data',
    wrongField: `请只在字段 ${UPLOAD_FIELD} 中上传一个文件`,
    tooLarge: `上传文件过大（最大 ${sizeText(maxBytes)}）`,
    tooMany: () => new HttpError(413, '一次只能上传一个文件'),
    tooMuch: '上传内容过多',
    malformed: '上传内容格式不正确，请重新选择文件上传',
  },
});

/** Attachments: upload one file, read its information, download it, delete it. */
export default async function attachRoutes(app: AppInstance) {
  await acceptUploads(app);
  const storage = attachmentStorage(app);
  const rules = uploadRules(app.config.uploadMaxBytes);

  serveAll(app, attachContract, {
    upload: ({ ctx, request }) =>
      withUpload(request, storage, rules, async (upload) => {
        const file = upload.files[0];
        if (!file) throw new BizError('请选择要上传的文件');
        const visibility = visibilityOf(upload.fields, ctx.user);
        if (file.size === 0) throw new BizError('上传的文件是空的');
        const filename = displayFilename(file.rawFilename);
        const mime = await verifiedMime(file.tempPath, filename, file.utf8Text);
        const row = await insertAttachment(ctx.db, {
          uploader_id: ctx.user.id,
          filename,
          mime,
          size: file.size,
          sha256: file.sha256,
          storage_key: await upload.keep(file, ctx.tenantId),
          visibility,
        });
        return fileItem(row);
      }),
    info: async ({ params, ctx }) => {
      const attachment = await readable(ctx, params.id);
      return {
        ...fileItem(attachment),
        createdAt: attachment.created_at,
        visibility: attachment.visibility,
      };
    },
    download: async ({ params, ctx, reply }) => sendAttachment(reply, storage, await readable(ctx, params.id), missing),
    remove: async ({ params, ctx, request }) => {
      const attachment = await readable(ctx, params.id);
      const verdict = await deleteIfAllowed(ctx.db, ctx.dialect, ctx.tenantId, ctx.user, attachment);
      if (verdict === 'missing') throw missing();
      if (verdict !== 'allowed') throw forbidden(DELETE_REFUSALS[verdict]);
      try {
        await storage.remove(attachment.storage_key);
      } catch (error) {
        // The row is already gone for every reader; a leftover file is a disk-space matter for the log.
        request.log.error({ err: error, attachmentId: attachment.id }, 'could not remove attachment file');
      }
      return null;
    },
  });
}
