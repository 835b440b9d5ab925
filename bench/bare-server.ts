import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** The upper limit for the product list: a bare Fastify route returning the same JSON from memory. */
const [file, port] = process.argv.slice(2);
const payload = readFileSync(file!, 'utf8');
const app = Fastify();
app.get('/api/products', (_request, reply) => reply.type('application/json').send(payload));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
