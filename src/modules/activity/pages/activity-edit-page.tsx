import { useParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { activityDetail, type ActivityDetail } from '../api';
import { ActivityForm, type ActivityFormValues } from '../parts/activity-form';
import { parkParts } from '../parts/park-time';
import { ACTIVITY_MANAGE } from '../paths';

const valuesOf = (a: ActivityDetail): Partial<ActivityFormValues> => {
  const [start, end, deadline] = [parkParts(a.startAt), parkParts(a.endAt), parkParts(a.deadline)];
  return {
    title: a.title,
    type: a.type as ActivityFormValues['type'],
    host: a.host,
    place: a.place,
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    deadlineDay: deadline.day,
    deadlineTime: deadline.time,
    capacity: a.capacity,
    highTech: a.highTech,
    body: a.body,
  };
};

/** /op/dc/activity/add and /op/dc/activity/edit/:id: an activity's form, new or loaded first. */
export default function ActivityEditPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  return (
    <PageFrame title={editing ? '修改活动' : '新建活动'} backTo={ACTIVITY_MANAGE}>
      {editing ? (
        <Loaded state={activityDetail.useItem(id)} notFoundText="活动不存在或已被删除" backTo={ACTIVITY_MANAGE}>
          {(a) => <ActivityForm id={a.id} initialValues={valuesOf(a)} published={a.status === 'PUBLISHED'} />}
        </Loaded>
      ) : (
        <ActivityForm initialValues={{ startTime: '14:00', endTime: '16:00', deadlineTime: '18:00' }} />
      )}
    </PageFrame>
  );
}
