// The baseline for the api benchmark: Fastify's own benchmark server (a JSON hello-world with a response
// schema), run as its own process so it pays the same process and event-loop costs as the api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: '127.0.0.1' });
console.log(`hello-world listening on ${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
