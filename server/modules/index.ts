import { declareAttachmentKinds } from '../kit/attachments/kinds.js';
import type { ServerModule } from '../kit/module.js';
import { orderModules } from '../kit/module-order.js';
import { FOUND_MODULES } from './modules.generated.js';

/**
 * Every server module (server/kit/module.ts): each folder here with a module.ts, found on disk
 * (tools/generate-lists.ts writes modules.generated.ts), none listed by hand. Routes register and
 * demo data is seeded in this order: each module after those it names in `after` (a seed that
 * writes rows referring to another module's), the rest by name (server/kit/module-order.ts).
 */
export const modules: readonly ServerModule[] = orderModules(FOUND_MODULES);

// The attachment kinds are the modules' own: the kit learns them from this list.
declareAttachmentKinds(modules);
