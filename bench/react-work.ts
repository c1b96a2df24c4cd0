// `npm run bench:react`: how much React renders while each page loads, counted rather than timed, so
// one run on a busy machine says as much as ten: every commit React makes until the page is quiet,
// how many components each rendered, and the components where each render started (minified
// names, with the element each one renders first). Read through a stand-in for the React DevTools
// hook, which React calls on every commit.
//   --routes home,product   pages to count (all of bench/routes.ts)
//   --port N                app port (3600; the local stack takes N+1010 and N+1020)
//   --no-build              serve the existing dist/
//   --width N               window width (412, Lighthouse's phone; 1280 for the desktop layout)
import {parseArgs} from 'node:util';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';
import {launchBrowser} from './lib/browser-timings.ts';
import {earringsProduct, ourRoutes} from './routes.ts';

const {values} = parseArgs({
  options: {
    routes: {type: 'string', default: ''},
    port: {type: 'string', default: '3600'},
    'no-build': {type: 'boolean', default: false},
    width: {type: 'string', default: '412'},
  },
});

interface Commit {
  atMs: number;
  rendered: number;
  roots: string[];
}

// A string, not a function: tsx would wrap a named function in a helper the page does not have.
// PerformedWork (flag 1) marks a component that rendered in this commit; a subtree is walked only
// where something in it rendered or mounted.
const COUNT_COMMITS = `(() => {
  const commits = (window.__reactCommits = []);
  const label = (fiber) => {
    const name = typeof fiber.type === 'function' ? fiber.type.name || '(anonymous)' : typeof fiber.type === 'string' ? fiber.type : 'tag ' + fiber.tag;
    let host = fiber;
    while (host && typeof host.type !== 'string') host = host.child;
    const element = host ? host.type + (host.memoizedProps && typeof host.memoizedProps.className === 'string' ? '.' + host.memoizedProps.className.split(' ')[0] : '') : 'nothing';
    return name + ' -> ' + element;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const roots = [];
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (fiber.flags & 1) {
          rendered++;
          if (!(fiber.return && fiber.return.flags & 1)) roots.push(label(fiber));
        }
        if ((fiber.flags | fiber.subtreeFlags) & 1 || fiber.alternate === null) for (let child = fiber.child; child; child = child.sibling) stack.push(child);
      }
      commits.push({atMs: Math.round(performance.now()), rendered, roots});
    },
  };
})()`;

stopAllOnExit();
const app = await startAppOnLocalStack(Number(values.port), '100000', {}, {build: !values['no-build']});
const browser = await launchBrowser();
try {
  const product = await earringsProduct(app.env.PUBLIC_STORE_DOMAIN!);
  const wanted = values.routes.split(',').filter(Boolean);
  const routes = ourRoutes(product).filter((r) => wanted.length === 0 || wanted.includes(r.name));
  for (const route of routes) {
    const context = await browser.newContext({viewport: {width: Number(values.width), height: 823}});
    const page = await context.newPage();
    await page.addInitScript(COUNT_COMMITS);
    await page.goto(`${app.appUrl}${route.path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(2000);
    const commits = (await page.evaluate('window.__reactCommits')) as Commit[];
    const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
    console.log(`\n## ${route.name} ${route.path} at ${values.width} px: ${total} components rendered in ${commits.length} commits`);
    for (const commit of commits.filter((c) => c.rendered > 1)) {
      console.log(`  ${String(commit.atMs).padStart(6)} ms  ${String(commit.rendered).padStart(4)}  ${commit.roots.slice(0, 4).join('; ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopAll();
}
