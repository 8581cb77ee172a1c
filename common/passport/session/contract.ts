import { Type } from 'typebox';
import { Empty, Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import type { Permission } from '../../permissions.js';

/**
 * The calls of a running session (SPEC §7 dpboot user/… and passport/logout): the app makes them
 * from its start-up code, so they live apart from the account screens' calls (contract.ts), which
 * load with those screens.
 */

/** The user object of SPEC §3, as login, SSO, refresh and user/current answer it. */
const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  roles: Type.Array(Type.Object({ rolename: Type.String() })),
  orgId: Nullable(Type.Integer()),
  orgType: Type.Union([Type.Literal('ORG'), Type.Literal('SERVICE'), Type.Null()]),
  // Only the type is imported: the start-up code carries no permission catalogue.
  // Optional for the client: a user stored before permissions existed has none (the server always sends it).
  permissions: Type.Optional(
    Type.Array(Type.Unsafe<Permission>(Type.String()), {
      description: '运营人员的权限（common/permissions.ts，按角色汇总）；其他用户为空',
    }),
  ),
});

/** What login, SSO and refresh answer: a new token and its user. */
export const SignedIn = Type.Object({ token: Type.String(), user: SessionUserSchema });

export const sessionContract = defineContract(
  { base: 'dpboot', tag: 'passport', module: '登录与账号' },
  {
    refresh: {
      method: 'POST',
      path: 'user/token/refresh',
      notLogged: 'renewing one’s own token is no act on the park’s data (and would fill the log every few minutes)',
      // Public: an expired or revoked token is answered 登录已过期 by the handler, not 请先登录.
      access: 'public',
      summary: '刷新登录凭证',
      answer: SignedIn,
    },
    logout: {
      method: 'POST',
      path: 'passport/logout',
      notLogged: 'revokes one’s own token only; sign-ins and sign-outs are the sessions’ record',
      access: 'public',
      summary: '退出登录（吊销当前凭证）',
      answer: Empty,
      message: '已退出登录',
    },
    current: {
      method: 'GET',
      path: 'user/current',
      access: 'login',
      summary: '当前登录用户',
      answer: SessionUserSchema,
    },
  },
);

export type SignInAnswer = AnswerOf<typeof sessionContract.refresh>;
