import { defineModule } from '../../kit/module.js';
import { tables } from './migrations/tables.js';
import routes from './routes.js';
import { insertDemoScenes } from './seed/scenes.js';

/** 应用场景: scenario opportunities, enterprises' capabilities and collection rounds (common/scene/README.md). */
export default defineModule({
  name: 'scene',
  routes,
  migrations: { tables },
  seed: insertDemoScenes,
});
