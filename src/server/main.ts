import { buildServer } from './app.ts';

// The whole product in one process: API, socket, simulated market and the built app.
const server = await buildServer();
const { app, config } = server;

// A promise nobody awaited failed: log it with the request logger and carry on (by default
// Node would end the process, and every connected trader with it).
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection');
});
// A thrown error nothing caught leaves the process in an unknown state: log it, close cleanly
// and exit non-zero so the supervisor starts a fresh one.
process.on('uncaughtException', (error, origin) => {
  app.log.fatal({ err: error, origin }, 'uncaught exception; shutting down');
  shutDown(1);
});

await app.listen({ host: config.host, port: config.port });
app.log.info(`Lotwise is running at http://localhost:${config.port}`);

let closing = false;
function shutDown(code: number) {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(code),
    (error) => {
      app.log.error(error);
      process.exit(1);
    },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    shutDown(0);
  });
}
