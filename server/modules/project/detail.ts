import { sql } from 'kysely';
import type { ProjectDetailView } from '../../../common/project/contract.js';
import type { ProjectStage } from '../../../common/project/rules.js';
import { fileItem, linkedFiles } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import { visibleProject } from './access.js';
import { changesOf } from './changes.js';
import { projectRowsOf } from './present.js';

/** A project with its stage moves and progress records (newest first, with photos) and its changes. */
export async function projectDetail(ctx: UserCtx, id: number): Promise<ProjectDetailView> {
  const { project, frame } = await visibleProject(ctx, id);
  const [rows, events, changes] = await Promise.all([
    projectRowsOf(ctx.db, [project]),
    ctx.db
      .selectFrom('project_events')
      .leftJoin('users', 'users.id', 'project_events.actor_id')
      .selectAll('project_events')
      .select(sql<string>`coalesce(users.name, '')`.as('actor_name'))
      .where('project_events.project_id', '=', id)
      .orderBy('project_events.date', 'desc')
      .orderBy('project_events.id', 'desc')
      .execute(),
    changesOf(ctx, frame.scope, id),
  ]);
  const photos = await Promise.all(
    events.map((e) =>
      e.kind === 'PROGRESS' ? linkedFiles(ctx.db, ctx.tenantId, { kind: 'project-progress', id: e.id }) : [],
    ),
  );
  return {
    ...rows[0]!,
    description: project.description,
    events: events.map((e, i) => ({
      id: e.id,
      kind: e.kind === 'STAGE' ? 'STAGE' : 'PROGRESS',
      stage: e.stage as ProjectStage | null,
      date: e.date,
      text: e.text,
      reason: e.reason,
      actorName: e.actor_name,
      createdAt: e.created_at,
      photos: photos[i]!.map((f) => fileItem(f)),
    })),
    changes,
  };
}
