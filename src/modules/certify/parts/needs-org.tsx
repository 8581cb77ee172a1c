import { Button, Dialog, Space } from 'antd-mobile';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { ORG_CERTIFY, RELATE_INTENT } from '../paths';

/**
 * Every "needs an organisation" message leads somewhere: 去认证 opens the certification form, 去关联
 * the search for an organisation of the park to link to (both on /regist/org).
 */

export const toCertify = (navigate: NavigateFunction) => void navigate(ORG_CERTIFY);
export const toRelate = (navigate: NavigateFunction) => void navigate(ORG_CERTIFY, { state: RELATE_INTENT });

/** The dialog for an action only an organisation may take: 去认证, 去关联, or 知道了. */
export function askForOrganisation(navigate: NavigateFunction, { title, content }: { title: string; content: string }): void {
  Dialog.show({
    title,
    content,
    closeOnAction: true,
    actions: [
      [
        { key: 'relate', text: '去关联' },
        { key: 'certify', text: '去认证', bold: true },
      ],
      { key: 'close', text: '知道了' },
    ],
    onAction: (action) => {
      if (action.key === 'certify') toCertify(navigate);
      if (action.key === 'relate') toRelate(navigate);
    },
  });
}

/** The same two ways as buttons, under a message in a page. */
export function NeedsOrgActions({ size = 'small' }: { size?: 'mini' | 'small' | 'middle' }) {
  const navigate = useNavigate();
  return (
    <Space wrap>
      <Button size={size} color="primary" onClick={() => toCertify(navigate)}>
        去认证
      </Button>
      <Button size={size} color="primary" fill="outline" onClick={() => toRelate(navigate)}>
        去关联
      </Button>
    </Space>
  );
}
