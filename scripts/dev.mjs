// `npm run dev`: the reference server with reload on change (port 8080) and the portal with hot reload
// (port 5173), which proxies /api and /idp to the server so the browser sees one origin.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  // Only here may the Vite dev server receive sign-in redirects: `npm start` allows its own origin alone.
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DEV_ORIGINS: process.env.DEV_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'portal'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
console.log(`Portal with hot reload: http://localhost:5173 (API and sign-in on http://localhost:${apiPort})`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
