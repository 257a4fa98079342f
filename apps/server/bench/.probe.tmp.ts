import { execSync } from 'node:child_process';

const words = execSync('node bench/.words.tmp.ts').toString().trim().split(' ');
const res: [number, string, number][] = [];
for (const w of words)
  for (const q of [w, `${w.slice(0, -1)}x`]) {
    await fetch(`http://127.0.0.1:3999/api/prompts/search?query=${q}&page=0&size=12`);
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:3999/api/prompts/search?query=${q}&page=0&size=12`);
    const body = await r.json();
    res.push([performance.now() - t, q, body.totalCount]);
  }
res.sort((a, b) => b[0] - a[0]);
console.log(
  res
    .slice(0, 15)
    .map(([t, q, n]) => `${q} ${t.toFixed(1)}ms n=${n}`)
    .join('\n'),
);
