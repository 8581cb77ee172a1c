import { Button } from 'antd-mobile';

/** The small red 移除 beside a picked item of a field (a file, an enterprise), named for screen readers. */
export function RemoveButton({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  return (
    <Button
      size="mini"
      fill="none"
      color="danger"
      disabled={disabled}
      aria-label={`移除${name}`}
      onClick={onRemove}
    >
      移除
    </Button>
  );
}
