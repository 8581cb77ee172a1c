import { loadConfig } from '../config.js';
import { ensureServerBuild } from './server-build.js';
import { ensureWebBuild } from './web-build.js';

/** Before `npm start`: rebuild the web app and the server bundle when their sources are newer. */
ensureWebBuild(loadConfig().webDir);
await ensureServerBuild();
