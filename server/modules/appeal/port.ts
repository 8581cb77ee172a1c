import type { AppealPort } from './public.js';

/** The appeal module's port (server/modules/appeal/public.ts). */
export const appealPortImpl: AppealPort = {
  async handledByDepartment(db, departmentId) {
    const { n } = await db
      .selectFrom('appeals')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('department_id', '=', departmentId),
          eb(
            'id',
            'in',
            eb.selectFrom('appeal_events').select('appeal_id').where('department_id', '=', departmentId),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(n);
  },
};
