import { declareAttachmentKinds } from '../kit/attachments/kinds.js';
import type { ServerModule } from '../kit/module.js';
import appeal from './appeal/module.js';
import attach from './attach/module.js';
import certify from './certify/module.js';
import clock from './clock/module.js';
import conduct from './conduct/module.js';
import customer from './customer/module.js';
import declare from './declare/module.js';
import health from './health/module.js';
import integral from './integral/module.js';
import notice from './notice/module.js';
import message from './message/module.js';
import org from './org/module.js';
import orgchart from './orgchart/module.js';
import pagestatis from './pagestatis/module.js';
import passport from './passport/module.js';
import policy from './policy/module.js';
import profile from './profile/module.js';
import rank from './rank/module.js';
import setting from './setting/module.js';
import sms from './sms/module.js';
import tenant from './tenant/module.js';
import userAdmin from './user-admin/module.js';
import verification from './verification/module.js';

/**
 * Every server module, each listed once (server/kit/module.ts). Routes register in this order and
 * demo data is seeded in it, so a module that seeds rows of another's (declarations of policies)
 * comes after it (appeals are assigned to the organisation chart's departments).
 */
export const modules: readonly ServerModule[] = [
  health,
  clock,
  tenant,
  verification,
  pagestatis,
  attach,
  org,
  profile,
  notice,
  policy,
  declare,
  passport,
  certify,
  orgchart,
  appeal,
  message,
  rank,
  userAdmin,
  setting,
  customer,
  sms,
  integral,
  conduct,
];

// The attachment kinds are the modules' own: the kit learns them from this list.
declareAttachmentKinds(modules);
