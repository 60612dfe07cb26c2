// Import of 10,000 users (100 of them bad) through /api/sys/user/import: seconds, the server's peak RSS (the server runs
// as `npm start` runs it, in its own process; its RSS is sampled from /proc), and that exactly the bad rows are reported.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { benchLogin, freshDatabase, spawnBuiltServer } from './load.ts';

const USERS = 10_000;
const BAD_EVERY = 100;
const SAMPLE_MS = 50;
const DEPTS = ['话务受理科', '工单派遣科', '回访督办科', '质量监督科', '物业监管科', '消费者权益保护科'];

export interface UsersImportFigures {
  rows: number;
  seconds: number;
  imported: number;
  failed: number;
  expectedFailed: number;
  /** RSS of the server process before the upload and at its highest during the import (MB). */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Progress answers seen while the import ran that were neither empty nor complete. */
  progressSteps: number;
}

/** A sheet of `USERS` new users; every 100th has a mobile number the phone rule refuses. */
async function sheet(): Promise<{ file: Buffer; bad: number }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow(['用户名', '姓名', '工号', '性别', '手机号码', '邮箱', '部门', '角色', '岗位', '分机号', '状态', '初始密码']);
  let bad = 0;
  for (let i = 1; i <= USERS; i++) {
    const isBad = i % BAD_EVERY === 0;
    if (isBad) bad++;
    const n = String(i).padStart(5, '0');
    ws.addRow([`bench${n}`, `压测用户${n}`, `B${n}`, ['男', '女', '保密'][i % 3], isBad ? '123' : `139${String(i).padStart(8, '0')}`,
      `bench${n}@example.com`, DEPTS[i % DEPTS.length], i % 2 ? '话务员' : '话务员,派单员', '话务员', i % 10 === 1 ? String(50000 + i) : '', '正常', '']);
  }
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), bad };
}

function rssMb(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** On PGlite in memory (the database lives inside the server's process, so in its RSS), or on PostgreSQL when given its URL. */
export async function benchUsersImport(databaseUrl?: string): Promise<UsersImportFigures> {
  const { file, bad } = await sheet();
  const database = databaseUrl ? await freshDatabase(databaseUrl, 'import') : null;
  const { url, child } = await spawnBuiltServer(database?.url, 60_000);
  try {
    const token = await benchLogin(url, 'admin');
    const rssBeforeMb = rssMb(child.pid!);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => { rssPeakMb = Math.max(rssPeakMb, rssMb(child.pid!)); }, SAMPLE_MS);
    const importId = `bench-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`;
    let progressSteps = 0;
    let running = true;
    const poller = (async () => {
      while (running) {
        const r = await fetch(`${url}/api/sys/user/importProgress`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify({ id: importId }),
        });
        const p = ((await r.json()) as { data: { done: number; total: number | null } }).data;
        if (p.total && p.done > 0 && p.done < p.total) progressSteps++;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'bench-users.xlsx');
    const started = performance.now();
    const res = await fetch(`${url}/api/sys/user/import?importId=${importId}`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
    const seconds = (performance.now() - started) / 1000;
    running = false;
    clearInterval(sampler);
    rssPeakMb = Math.max(rssPeakMb, rssMb(child.pid!));
    await poller;
    const reply = (await res.json()) as { code: number; msg: string; data: { imported: number; failed: number } };
    if (reply.code !== 0) throw new Error(`导入失败：${reply.msg}`);
    return { rows: USERS, seconds, imported: reply.data.imported, failed: reply.data.failed, expectedFailed: bad, rssBeforeMb, rssPeakMb, progressSteps };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchUsersImport(process.env.DATABASE_URL));
}
