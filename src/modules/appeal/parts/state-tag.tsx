import { Space, Tag } from 'antd-mobile';
import { APPEAL_STATES, type AppealState } from '@common/appeal/rules';

type Color = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** Waiting → warning, being handled → primary, answered → success, settled → default, refused → danger. */
export const STATE_COLORS: Record<AppealState, Color> = {
  SUBMITTED: 'warning',
  ASSIGNED: 'primary',
  REPLIED: 'success',
  CLOSED: 'default',
  REJECTED: 'danger',
};

/** The appeal's state, with 已超期 when it is still unanswered past its deadline. */
export function AppealStateTag({
  state,
  overdue = false,
  late = false,
  fill = 'outline',
}: {
  state: AppealState;
  overdue?: boolean;
  late?: boolean;
  fill?: 'solid' | 'outline';
}) {
  return (
    <Space wrap style={{ '--gap': '4px' }}>
      <Tag color={STATE_COLORS[state]} fill={fill} data-state={state}>
        {APPEAL_STATES[state]}
      </Tag>
      {overdue ? (
        <Tag color="danger" fill="solid" data-overdue="true">
          已超期
        </Tag>
      ) : null}
      {late ? (
        <Tag color="warning" fill="outline">
          超期答复
        </Tag>
      ) : null}
    </Space>
  );
}
