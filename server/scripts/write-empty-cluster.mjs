// The server's build, after tsc: the empty cluster every new embedded database is a copy of (src/db/empty-cluster.ts).
import { EMPTY_CLUSTER_DIR, holdsCluster, writeEmptyCluster } from '../dist/db/empty-cluster.js';

await writeEmptyCluster();
if (!(await holdsCluster(EMPTY_CLUSTER_DIR))) {
  console.error(`write-empty-cluster: initdb left no cluster in ${EMPTY_CLUSTER_DIR}.`);
  process.exit(1);
}
