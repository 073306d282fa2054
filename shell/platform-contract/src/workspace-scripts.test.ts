import { readFileSync } from 'node:fs';
import path from 'node:path';

// `npm run <script> -w shell` also runs <script> in this nested workspace: a missing one fails the run.
test('the contract package has every script the shell has', () => {
  const scripts = (file: string) =>
    Object.keys(JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')).scripts ?? {});
  const missing = scripts('../../package.json').filter((name) => !scripts('../package.json').includes(name));
  expect(missing).toEqual([]);
});
