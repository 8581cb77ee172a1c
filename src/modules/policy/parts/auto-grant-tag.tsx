import { Tag } from 'antd-mobile';

/** 免申即享 beside a policy or an apply item that is granted without applying; nothing otherwise. */
export function AutoGrantTag({ shown, fill = 'solid' }: { shown: boolean; fill?: 'solid' | 'outline' }) {
  return shown ? (
    <Tag color="success" fill={fill}>
      免申即享
    </Tag>
  ) : null;
}
