// Some server tests start the server as `npm start` does (node server/main.js, a plain Node process
// outside Jest): it runs the compiled server, so compile what changed first (a no-op when up to date).
import { buildServer } from '../../build/build-server.mjs';

export default async function buildServerForTests() {
  await buildServer();
}
