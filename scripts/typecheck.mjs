// Type-checks every workspace with its own tsconfig (they differ: DOM for web and e2e, Node for the API).
import { runSteps } from './lib/run.mjs';

const projects = ['packages/domain', 'apps/api', 'apps/web', 'e2e'];
await runSteps(projects.map((p) => ({ name: `typecheck ${p}`, cmd: 'npx', args: ['tsc', '--noEmit', '-p', p] })));
