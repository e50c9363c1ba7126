import Fastify from 'fastify';

/** The baseline: a bare Fastify hello-world, same machine, same Node, its own process. */
const main = async () => {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`ready ${address && typeof address === 'object' ? address.port : 0}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
};

void main();
