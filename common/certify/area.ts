import { defineArea } from '../contract/area.js';

/** Certification and linking (企业认证、关联企业): what the area declares about itself (common/contract/area.ts). */
export const certifyArea = defineArea({
  name: 'certify',
  permissions: {
    'org.audit': { label: '企业认证与关联审核', group: '企业审核与管理' },
    'org.idcard': { label: '查看完整证件号', group: '企业审核与管理' },
  },
  topics: { CERTIFY: '认证审核' },
  waiting: { org_applications: ['TOAUDIT'] },
});
