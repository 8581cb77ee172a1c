import { startServer } from '../main.js';

/** Runs the API (and the build in dist/web, if any) without building anything first. */
const { app, stop } = await startServer();
const shutdown = () => {
  stop().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
