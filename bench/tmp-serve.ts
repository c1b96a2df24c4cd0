import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAllOnExit} from '../scripts/lib/processes.ts';
import {prepareSkeleton, startSkeleton} from './lib/skeleton.ts';
stopAllOnExit();
const skeleton = await prepareSkeleton();
const app = await startAppOnLocalStack(3500, '100000', {}, {build: process.argv[2] !== 'nobuild'});
await startSkeleton(skeleton, 3550, app.env);
console.log('SERVING');
await new Promise(() => {});
