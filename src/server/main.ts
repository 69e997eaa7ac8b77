import { buildServer } from './app.ts';

// The whole product in one process: API, socket, simulated market and the built app.
const server = await buildServer();
const { app, config } = server;
await app.listen({ host: config.host, port: config.port });
app.log.info(`Lotwise is running at http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
