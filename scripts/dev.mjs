// `npm run dev`: the API with reload, and a webpack dev server per front end. Open
// http://localhost:8080 (the shell's dev server proxies /api and /remotes.json to :3000).
import concurrently from 'concurrently';
import { PORTALS } from './front-ends.mjs';

// Each portal from its dev server, on its port in portals.json.
const remoteUrls = Object.fromEntries(
  PORTALS.map(({ env, devPort }) => [env, `http://localhost:${devPort}/remoteEntry.js`]),
);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w server',
      env: { ...remoteUrls, PUBLIC_URL: 'http://localhost:8080' },
    },
    ...PORTALS.map(({ package: pkg }) => ({
      name: pkg.replace(/-portal$/, ''),
      command: `npm start -w ${pkg}`,
    })),
    { name: 'shell', command: 'npm start -w shell' },
  ],
  { killOthersOn: ['failure'], prefixColors: 'auto' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
