import { defineModule } from '../../kit/module.js';
import { conductPort } from './public.js';
import { guides } from './migrations/guides.js';
import { conductPortImpl } from './port.js';
import routes from './routes.js';
import { insertDemoGuides } from './seed/guides.js';

// The slot other modules add sections to (server/modules/conduct/public.ts).
conductPort.provide(conductPortImpl);

/** 高新技术企业服务 (/gc/conduct): the park's page for high-tech enterprises. */
export default defineModule({ name: 'conduct', routes, migrations: { guides }, seed: insertDemoGuides });
