import { ACTIVITY_LIFECYCLE } from '@common/activity/contract';
import { FieldErrors, FormStay, FormView, type FormField } from '@/ui/form-page';
import { confirmTransition } from '@/ui/publish/lifecycle-view';
import { ACTIVITY_LIMITS, ACTIVITY_TYPES, publishActivity, saveActivity, timesProblem, type ActivityInput } from '../api';
import { ACTIVITY_MANAGE } from '../paths';
import { instantOf } from './park-time';

export interface ActivityFormValues {
  title: string;
  type: ActivityInput['type'];
  host: string;
  place: string;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  deadlineDay: string;
  deadlineTime: string;
  capacity: number;
  highTech: boolean;
  body: string;
}

const L = ACTIVITY_LIMITS;
const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '请按 14:30 的格式填写时间' };

const FIELDS: FormField<ActivityFormValues>[] = [
  { name: 'title', label: '活动名称', type: 'text', required: '请填写活动名称', min: L.titleMin, max: L.titleMax, placeholder: '如：高新技术企业认定政策宣讲会' },
  { name: 'type', label: '活动类型', type: 'select', required: '请选择活动类型', options: ACTIVITY_TYPES.map((t) => ({ label: t, value: t })) },
  { name: 'host', label: '主办单位', type: 'text', required: '请填写主办单位', max: L.hostMax },
  { name: 'place', label: '活动地点', type: 'text', required: '请填写活动地点', max: L.placeMax },
  { name: 'startDay', label: '开始日期', type: 'date', required: '请选择开始日期', group: '时间与名额' },
  { name: 'startTime', label: '开始时间', type: 'text', required: '请填写开始时间', pattern: TIME, placeholder: '14:00' },
  { name: 'endDay', label: '结束日期', type: 'date', required: '请选择结束日期' },
  { name: 'endTime', label: '结束时间', type: 'text', required: '请填写结束时间', pattern: TIME, placeholder: '16:00' },
  { name: 'deadlineDay', label: '报名截止日期', type: 'date', required: '请选择报名截止日期' },
  { name: 'deadlineTime', label: '报名截止时间', type: 'text', required: '请填写报名截止时间', pattern: TIME, placeholder: '18:00' },
  { name: 'capacity', label: '名额', type: 'number', required: '请填写名额', min: L.capacityMin, max: L.capacityMax, integer: true, unit: '人' },
  { name: 'highTech', label: '面向高新技术企业（在“高新技术企业服务”页展示）', type: 'switch' },
  { name: 'body', label: '活动详情', type: 'richtext', required: '请填写活动详情', max: L.bodyMax, group: '活动详情' },
];

/** The form's values as the save endpoint takes them, checked by the rules the server applies. */
function payloadOf(v: ActivityFormValues, id: number | undefined): ActivityInput {
  const times = {
    startAt: instantOf(v.startDay, v.startTime),
    endAt: instantOf(v.endDay, v.endTime),
    deadline: instantOf(v.deadlineDay, v.deadlineTime),
  };
  const problem = timesProblem(times);
  if (problem) throw new FieldErrors([{ name: problem.startsWith('报名') ? 'deadlineDay' : 'endDay', message: problem }]);
  return {
    ...(id ? { id } : {}),
    title: v.title,
    type: v.type,
    host: v.host,
    place: v.place,
    ...times,
    capacity: Number(v.capacity),
    highTech: !!v.highTech,
    body: v.body,
  };
}

/** Create or edit an activity: 保存 keeps its state; 保存并发布 publishes a draft at once, after asking. */
export function ActivityForm({ id, initialValues, published }: { id?: number; initialValues: Partial<ActivityFormValues>; published?: boolean }) {
  const save = { text: '保存', primary: !!published, run: (v: ActivityFormValues) => saveActivity(payloadOf(v, id)), successTo: ACTIVITY_MANAGE };
  return (
    <FormView<ActivityFormValues, { id: number }>
      fields={FIELDS}
      initialValues={{ highTech: false, ...initialValues }}
      actions={
        published
          ? [save]
          : [
              { ...save, primary: false },
              {
                text: '保存并发布',
                run: async (v) => {
                  const payload = payloadOf(v, id);
                  if (!(await confirmTransition(ACTIVITY_LIFECYCLE, 'PUBLISH'))) throw new FormStay();
                  const saved = await saveActivity(payload);
                  await publishActivity(saved.id).catch(() => undefined);
                  return saved;
                },
                successMessage: false,
                successTo: ACTIVITY_MANAGE,
              },
            ]
      }
    />
  );
}
