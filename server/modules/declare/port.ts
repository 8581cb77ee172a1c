import type { DeclarePort, GrantedApplication } from './public.js';

/** Chunks of ids, under both dialects' parameter limits. */
const CHUNK = 500;

/** The declare module's port (server/modules/declare/public.ts). */
export const declarePortImpl: DeclarePort = {
  async grantedApplications(db, orgIds) {
    const wanted = [...new Set(orgIds)];
    const found: GrantedApplication[] = [];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const applications = await db
        .selectFrom('declare_applications as a')
        .innerJoin('declarations as d', 'd.id', 'a.declaration_id')
        .select(['a.id', 'a.org_id', 'a.amount_applied', 'a.audited_at', 'a.project_name', 'd.title'])
        .where('a.state', '=', 'PASS')
        .where('a.org_id', 'in', wanted.slice(i, i + CHUNK))
        .execute();
      if (applications.length === 0) continue;
      const landings = await db
        .selectFrom('declare_landings')
        .select(['application_id', 'amount', 'landed_on'])
        .where(
          'application_id',
          'in',
          applications.map((a) => a.id),
        )
        .execute();
      const landed = new Map<number, { amount: number; last: string }>();
      for (const l of landings) {
        const was = landed.get(l.application_id) ?? { amount: 0, last: '' };
        landed.set(l.application_id, {
          amount: Math.round((was.amount + Number(l.amount)) * 100) / 100,
          last: l.landed_on > was.last ? l.landed_on : was.last,
        });
      }
      for (const a of applications) {
        const money = landed.get(a.id);
        found.push({
          id: a.id,
          orgId: a.org_id,
          declarationTitle: a.title,
          projectName: a.project_name,
          amountApplied: a.amount_applied === null ? null : Number(a.amount_applied),
          auditedAt: a.audited_at,
          landedAmount: money ? money.amount : null,
          lastLandedOn: money ? money.last : null,
        });
      }
    }
    return found;
  },
};
