import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { HttpError } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { ProfileAnswer, ProfileBody } from './schema.js';
import { loadProfile, saveProfile, type Ctx } from './service.js';

const TAGS = ['profile'];
const PATH = '/api/dpboot/user/profile';
const SAVED = '保存成功';

/** The preHandler has required a login; this narrows the type and scopes to the session's tenant. */
function ctxOf(app: AppInstance, request: FastifyRequest): Ctx {
  if (!request.user) throw new HttpError(401, '请先登录');
  return { db: app.db, tenantId: request.tenant.id, userId: request.user.id };
}

/** The personal profile of /user/index and /user/edit: the signed-in user's own data only. */
export default async function profileRoutes(app: AppInstance) {
  app.get(
    PATH,
    { preHandler: app.requireLogin, schema: { tags: TAGS, summary: '我的资料', response: { 200: ProfileAnswer } } },
    async (request) => ok(await loadProfile(ctxOf(app, request))),
  );

  app.post(
    PATH,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '修改我的资料',
        description: '姓名必填（2–20 字）；邮箱、职务（≤30 字）、头像可选：不传则不变，空字符串表示清除。头像须为本人上传的图片附件。',
        body: ProfileBody,
        response: { 200: ProfileAnswer },
      },
    },
    async (request) => ok(await saveProfile(ctxOf(app, request), request.body), SAVED),
  );
}
