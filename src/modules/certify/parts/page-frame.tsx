import { Button, ErrorBlock, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame as KitPageFrame } from '@/ui/page-frame';
import { USER_INDEX } from '../paths';
import styles from './parts.module.css';

/** A certification screen: the kit's frame, its back arrow returning where the person came from. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <KitPageFrame title={title} backTo={USER_INDEX}>
      {children}
    </KitPageFrame>
  );
}

export function BackToUserCentre() {
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <Button block color="primary" size="large" onClick={() => navigate(USER_INDEX)}>
        返回个人中心
      </Button>
    </div>
  );
}

/** Why there is no form to fill in (operator, already certified, linked elsewhere). */
export function Notice({ status, title, description }: { status: 'success' | 'info' | 'warning'; title: string; description: ReactNode }) {
  return (
    <>
      <Result className={styles.notice} status={status} title={title} description={description} />
      <BackToUserCentre />
    </>
  );
}

/** The session user could not be confirmed (token refused or no network). */
export function SessionMissing() {
  const navigate = useNavigate();
  return (
    <ErrorBlock status="default" title="未获取到登录信息" description="登录可能已失效，请重新登录">
      <Button color="primary" onClick={() => navigate('/login')}>
        去登录
      </Button>
    </ErrorBlock>
  );
}
