import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';
import { visibleStaff } from '../../kit/data-scope.js';
import { hasPermission } from '../../../common/roles.js';
import { projectById } from './repo.js';
import { parkToday } from '../../lib/park-time.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    'project-progress': { table: 'project_event_files'; column: 'event_id' };
  }
}

/**
 * A progress record's photos are read by the operators who see the project (project.view within
 * their data scope). A record is evidence once written: its photos never leave it.
 */
async function mayRead({ db, tenantId, user }: FileAsker, eventId: number): Promise<boolean> {
  if (!user || !hasPermission(user, 'project.view')) return false;
  const event = await db
    .selectFrom('project_events')
    .select('project_id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return false;
  const scope = await visibleStaff(db, tenantId, user);
  return (
    (await projectById(db, event.project_id, { scope, ownDept: null, today: parkToday() })) !== undefined
  );
}

export const projectAttachments: readonly AttachmentKind[] = [
  {
    kind: 'project-progress',
    held: { links: { table: 'project_event_files', column: 'event_id' }, records: 'project_events' },
    canRead: mayRead,
    canDelete: () => Promise.resolve(false),
    editable: () => Promise.resolve(false),
  },
];
