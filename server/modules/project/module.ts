import { defineModule } from '../../kit/module.js';
import { projectAttachments } from './attachments.js';
import { projects } from './migrations/projects.js';
import { projectPortImpl } from './port.js';
import { projectPort } from './public.js';
import routes from './routes.js';
import { insertDemoProjects } from './seed/projects.js';

// What other modules may read of the projects (server/kit/port.ts): the economy's brief.
projectPort.provide(projectPortImpl);

/** 招商/建设项目: projects through 签约 → 开工 → 投产, owned by the chart's departments. */
export default defineModule({
  name: 'project',
  after: ['orgchart'],
  routes,
  migrations: { projects: { ...projects, after: ['orgchart/departments'] } },
  seed: insertDemoProjects,
  attachments: projectAttachments,
});
