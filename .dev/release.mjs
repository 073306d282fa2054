// `npm run release`: records the commit being shipped as the previous release the skew check and the
// migration test build (.release/previous, which every clone carries, committed here; and the tag
// release/previous, for people). Run it on the commit you deploy, then push what it prints.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

if (git('status', '--porcelain')) {
  console.error('npm run release: há mudanças não commitadas; faça o release de um commit.');
  process.exit(1);
}
const commit = git('rev-parse', 'HEAD');
writeFileSync(path.join(ROOT, '.release', 'previous'), `${commit}\n`);
git('commit', '--quiet', '-m', `Release ${commit.slice(0, 7)}: .release/previous`, '--', '.release/previous');
git('tag', '--force', 'release/previous', commit);
console.log(`» .release/previous (commit ${git('rev-parse', '--short', 'HEAD')}) e a tag release/previous apontam para ${commit}.
  Publique os dois: git push origin HEAD && git push --force origin refs/tags/release/previous`);
