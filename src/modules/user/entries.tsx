import { EditSOutline, FileOutline, TeamOutline, UserContactOutline, UserOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { RELATE_INTENT } from '@/modules/certify/public';
import { CertificationItem } from './parts/certification-item';
import { ORG_CERTIFY, USER_CERTIFICATION, USER_EDIT, USER_INDEX } from './paths';

export const homeEntries: HomeEntry[] = [{ path: USER_INDEX, label: '个人中心', icon: <UserOutline />, color: '#597ef7', who: 'public', order: 120 }];

export const mineEntries: MineEntry[] = [
  { path: USER_CERTIFICATION, label: '认证信息', icon: <UserContactOutline />, who: 'login', order: 20, Item: CertificationItem },
  { path: USER_EDIT, label: '编辑资料', icon: <EditSOutline />, description: '头像、姓名、邮箱、职务', who: 'login', order: 30 },
  { path: ORG_CERTIFY, label: '企业认证', icon: <FileOutline />, description: '提交营业执照，认证为企业或服务机构', who: 'registering', order: 70 },
  {
    path: ORG_CERTIFY,
    label: '关联企业',
    icon: <TeamOutline />,
    description: '查找园区已登记的企业，申请加入',
    who: 'registering',
    order: 71,
    state: RELATE_INTENT,
  },
];
