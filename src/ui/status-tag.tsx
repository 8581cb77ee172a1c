import { Tag } from 'antd-mobile';
import type { StatusFamily } from '@common/status';
import { statusColor, statusLabel, type StatusValue } from './status';

export interface StatusTagProps<F extends StatusFamily> {
  family: F;
  /** A status of the family; values the client does not know are shown as they came. */
  value: StatusValue<F> | (string & {}) | null | undefined;
  /** 'outline' for a lighter tag inside dense cards. */
  fill?: 'solid' | 'outline';
  className?: string;
}

/** `<StatusTag family="audit" value="TOAUDIT" />` → 待审核 in the warning colour. */
export function StatusTag<F extends StatusFamily>({
  family,
  value,
  fill = 'outline',
  className,
}: StatusTagProps<F>) {
  const label = statusLabel(family, value);
  if (!label) return null;
  return (
    <Tag
      color={statusColor(family, value)}
      fill={fill}
      className={className}
      data-status={value ?? undefined}
    >
      {label}
    </Tag>
  );
}
