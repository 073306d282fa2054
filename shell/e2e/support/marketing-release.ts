// Another release of the marketing remote, as its team would ship it: today's sources plus one new
// page (/novidades: its entry in the page list, its chunk, its head), built like `npm run build -w
// marketing-remote` in a tree of its own. Cached in .test-results by the sources' hash, so a second run
// only swaps files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CACHE = path.join(ROOT, '.test-results', 'remote-owned-pages');
/** What the remote's build reads outside its folder. */
const SHARED_FILES = ['webpack.shared.cjs', 'ports.config.cjs', 'tsconfig.base.json', 'assets.d.ts'];

export const NEW_PAGE = {
  path: '/novidades',
  heading: 'Novidades da Busqy',
  title: 'Novidades | Busqy',
  description: 'As novidades da Busqy: recursos novos, lojas parceiras e melhorias do robô de ofertas.',
};

const NEWS_PAGE = `import { usePageMeta } from '../../lib/use-page-meta';

/** The page's head (also the pre-renderer's, prerender/heads.ts). */
export const newsMeta = {
  title: ${JSON.stringify(NEW_PAGE.title)},
  description: ${JSON.stringify(NEW_PAGE.description)},
};

/** A page the marketing team added with a remote deploy alone. */
export default function NewsPage() {
  usePageMeta(newsMeta);
  return (
    <section>
      <h1>${NEW_PAGE.heading}</h1>
      <p>Tudo o que mudou na Busqy neste mês.</p>
    </section>
  );
}
`;

/** Inserts `text` before `anchor` in a file of the copy; a missing anchor means the sources moved on. */
function insertBefore(file: string, anchor: string, text: string) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file}: "${anchor}" not found; update this fixture`);
  writeFileSync(file, source.replace(anchor, `${text}${anchor}`));
}

function addNewsPage(remote: string) {
  writeFileSync(path.join(remote, 'src/app/pages/NewsPage.tsx'), NEWS_PAGE);
  insertBefore(
    path.join(remote, 'src/routes.tsx'),
    '] as const satisfies readonly PageDefinition[];',
    `  { path: '${NEW_PAGE.path}', chunk: 'page-news' },\n`,
  );
  insertBefore(
    path.join(remote, 'src/routes.tsx'),
    '};\n\n/** The page chunk of each route pattern',
    `  'page-news': () => import(/* webpackChunkName: "page-news" */ './app/pages/NewsPage'),\n`,
  );
  insertBefore(
    path.join(remote, 'src/prerender/heads.ts'),
    '};\n\n/** The code a promo link names',
    `  '${NEW_PAGE.path}': newsMeta,\n`,
  );
  insertBefore(
    path.join(remote, 'src/prerender/heads.ts'),
    "import { PLANS_PATH, promoPath } from '../lib/catalog/api';",
    "import { newsMeta } from '../app/pages/NewsPage';\n",
  );
}

function sourcesHash(): string {
  const hash = createHash('sha256').update(NEWS_PAGE);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(path.join(ROOT, 'marketing-remote/src'));
  for (const file of SHARED_FILES) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The dist/ folder of the marketing remote with /novidades, built once per version of its sources. */
export function marketingReleaseWithNewPage(): string {
  const tree = path.join(CACHE, sourcesHash());
  const remote = path.join(tree, 'marketing-remote');
  const dist = path.join(remote, 'dist');
  if (existsSync(path.join(dist, '.built'))) return dist;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  for (const file of SHARED_FILES) cpSync(path.join(ROOT, file), path.join(tree, file));
  cpSync(path.join(ROOT, 'marketing-remote'), remote, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  // This checkout's packages, @busqy/* (the contract) included.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  addNewsPage(remote);
  const webpack = path.join(ROOT, 'node_modules/webpack/bin/webpack.js');
  for (const args of [
    ['--mode', 'production'],
    ['--config', 'webpack.prerender.cjs'],
  ]) {
    execFileSync(process.execPath, [webpack, ...args], { cwd: remote, stdio: 'pipe' });
  }
  writeFileSync(path.join(dist, '.built'), new Date().toISOString());
  return dist;
}
