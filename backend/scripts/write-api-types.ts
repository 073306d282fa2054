/** `npm run openapi -w backend`: regenerates backend/api-types from the app (see api-types.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { API_TYPES_DIR, expectedApiTypes } from './api-types';

async function main(): Promise<void> {
  // The catalog and the document need no outside service: in-memory database, no Stripe.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    STRIPE_EMULATOR_URL: 'http://127.0.0.1:9',
  });
  const app = await createApp(config, { logLevel: 'error' });
  await app.init();
  try {
    for (const [file, text] of Object.entries(await expectedApiTypes(app))) {
      const target = path.join(API_TYPES_DIR, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
      console.log(`» ${path.relative(process.cwd(), target)}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
