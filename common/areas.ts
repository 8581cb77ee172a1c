import { accessArea } from './access/area.js';
import { appealArea } from './appeal/area.js';
import { certifyArea } from './certify/area.js';
import { conductArea } from './conduct/area.js';
import { customerArea } from './customer/area.js';
import { declareArea } from './declare/area.js';
import { integralArea } from './integral/area.js';
import { messageArea } from './message/area.js';
import { noticeArea } from './notice/area.js';
import { orgArea } from './org/area.js';
import { orgchartArea } from './orgchart/area.js';
import { policyArea } from './policy/area.js';
import { rankArea } from './rank/area.js';
import { settingArea } from './setting/area.js';
import { smsArea } from './sms/area.js';
import { userAdminArea } from './user-admin/area.js';

/**
 * Every area that declares permissions, notification topics or waiting states
 * (`common/<area>/area.ts`, common/contract/area.ts), each listed once. The catalogue of
 * permissions (common/permissions.ts) and the notification topics (common/message/topics.ts) are
 * collected from here; the role editor shows the permissions in this order within each menu group.
 */
export const AREAS = [
  certifyArea,
  orgArea,
  policyArea,
  declareArea,
  appealArea,
  noticeArea,
  messageArea,
  smsArea,
  rankArea,
  integralArea,
  orgchartArea,
  userAdminArea,
  accessArea,
  settingArea,
  customerArea,
  conductArea,
] as const;
