// Each suite is a fresh module registry: hand it the empty cluster global-setup.cjs made, so that its
// first in-memory database also starts from a copy rather than from initdb. Read only by a suite that
// makes one (most unit specs never do).
import { readFileSync } from 'node:fs';

import { provideEmptyCluster } from '../src/database/empty-cluster';

const file = process.env.BUSQY_TEST_EMPTY_CLUSTER;
if (file) provideEmptyCluster(() => new Blob([readFileSync(file)]));
