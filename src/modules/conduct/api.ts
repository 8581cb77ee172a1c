import { conductContract as c } from '@common/conduct/contract';
import { defineAction, defineQuery } from '@/ui/resource';

/** The high-tech enterprise page's resources (common/conduct/contract.ts). */

export { CONDUCT_LIMITS, type ConductGuide, type ConductGuideInput, type ConductPage } from '@common/conduct/contract';

export const conductPage = defineQuery(c.page);

export const saveGuide = defineAction(c.saveGuide, { revalidate: [conductPage] });
