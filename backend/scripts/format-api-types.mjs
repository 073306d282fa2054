// Turns the API's document and recorded answers (JSON on stdin: { document, fixtures: { file: data } })
// into the text of backend/api-types' files (JSON on stdout: { file: text }). A plain Node ES module,
// run as a child process: openapi-typescript loads ES-only dependencies that Jest's CommonJS runtime
// cannot require. It uses the TypeScript 5 JS API (the repo's `typescript` package).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const API_TYPES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api-types');
const HEADER =
  '// Generated from openapi.json by `npm run openapi -w backend` (openapi-typescript). Do not edit.\n\n';

/** The repo's prettier settings, so `prettier --check` agrees with the generated files. */
async function format(text, file) {
  const filepath = path.join(API_TYPES_DIR, file);
  return prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { document, fixtures } = JSON.parse(input);

const files = {
  'openapi.json': await format(JSON.stringify(document), 'openapi.json'),
  // Only the schemas: the front ends read request and answer shapes, not the per-path boilerplate.
  'schema.d.ts': await format(
    HEADER + astToString(await openapiTS({ ...document, paths: {} })),
    'schema.d.ts',
  ),
};
for (const [file, data] of Object.entries(fixtures)) {
  files[`fixtures/${file}`] = await format(JSON.stringify(data), `fixtures/${file}`);
}
process.stdout.write(JSON.stringify(files));
