// `npm run dev`: the API (tsx watch) and the Vite dev server with HMR, which proxies /api to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@packsmith/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@packsmith/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
