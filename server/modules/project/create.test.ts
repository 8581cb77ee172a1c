import { beforeAll, expect, it } from 'vitest';
import type { ProjectRowItem } from '../../../common/project/contract.js';
import { nowIso } from '../../lib/clock.js';
import { parkToday } from '../../lib/park-time.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const BASE = '/api/dpboot/project';
const day = (offset: number) => parkToday(Date.now(), -offset);

describeWorld('registering a project (%s)', (w) => {
  let economic: number;
  let planning: number;
  /** A DEPT-scoped clerk of 经济发展局 who may manage projects. */
  let clerk: TestUser;
  const project = () => ({
    name: '年产 20 万套新能源汽车电驱系统项目',
    investor: '浙江某电驱科技有限公司',
    industry: '新能源汽车',
    area: '东区',
    investment: 52000,
    signDate: day(-10),
    beginPlan: day(60),
    producePlan: day(400),
    deptId: economic,
    targetYear: Number(day(60).slice(0, 4)),
    targetStage: 'BEGIN',
    description: '建设电驱总成生产线 4 条。',
  });

  beforeAll(async () => {
    const dept = async (name: string) =>
      (await w.db.insertInto('departments').values({ tenant_id: 1, name, parent_id: null, sort: 0, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
    economic = await dept('经济发展局');
    planning = await dept('规划建设局');
    clerk = await staffOperator(w, { name: '项目专员', permissions: ['project.view', 'project.manage'], dataScope: 'DEPT', deptId: economic });
  });

  it('refuses dates out of order, a missing target stage and a department outside the scope, in Chinese', async () => {
    const refused = async (body: Record<string, unknown>, user = clerk) => (await call(w, 'POST', `${BASE}/create`, user, { ...project(), ...body })).body;
    expect(await refused({ investment: 0 })).toMatchObject({ statusCode: 400, message: '总投资须大于0万元' });
    expect(await refused({ signDate: day(3) })).toMatchObject({ statusCode: 400, message: '签约日期不能晚于今天' });
    expect(await refused({ beginPlan: day(-20) })).toMatchObject({ statusCode: 400, message: '计划开工日期不能早于签约日期' });
    expect(await refused({ producePlan: day(30) })).toMatchObject({ statusCode: 400, message: '计划投产日期不能早于计划开工日期' });
    expect(await refused({ targetStage: undefined })).toMatchObject({ statusCode: 400, message: '列入年度目标须同时选择目标年度和目标阶段' });
    expect(await refused({ name: '' })).toMatchObject({ statusCode: 400 });
    expect(await refused({ deptId: planning })).toMatchObject({ statusCode: 403, message: '只能为本人数据范围内的部门登记项目' });
    expect(await refused({}, w.userA)).toMatchObject({ statusCode: 403 });
    expect((await call(w, 'POST', `${BASE}/create`, w.admin2, project(), 2)).body).toMatchObject({ statusCode: 404, message: '责任部门不存在' });
  });

  it('registers a project in 签约, listed for its department, with only the departments in scope offered', async () => {
    expect((await okData<{ name: string }[]>(w, 'GET', `${BASE}/depts`, clerk)).map((d) => d.name)).toEqual(['经济发展局']);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/create`, clerk, project());
    const signed = await okData<{ list: ProjectRowItem[] }>(w, 'GET', `${BASE}/list?stage=SIGN`, clerk);
    expect(signed.list.map((p) => [p.id, p.stage, p.deptName, p.signDate, p.beginPlan])).toEqual([[id, 'SIGN', '经济发展局', day(-10), day(60)]]);
  });
});
