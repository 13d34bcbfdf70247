// `npm run dev`: the API with reload, and a webpack dev server per front end. Open
// http://localhost:8080 (the shell's dev server proxies /api and /remotes.json to :3000).
import concurrently from 'concurrently';

const PORTS = { public: 3001, intern: 3002, supervisor: 3003, admin: 3004, university: 3005 };
const remoteUrls = Object.fromEntries(
  Object.entries(PORTS).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w server',
      env: { ...remoteUrls, PUBLIC_URL: 'http://localhost:8080' },
    },
    ...Object.keys(PORTS).map((name) => ({ name, command: `npm start -w ${name}-portal` })),
    { name: 'shell', command: 'npm start -w shell' },
  ],
  { killOthersOn: ['failure'], prefixColors: 'auto' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
