// The outbound policy (lib/outbound.ts): what OUTBOUND_ALLOW lets through, what is refused after DNS, and the check again at
// connect time, so a name that resolves to a public address for the check and to loopback for the connection gets nowhere.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { OutboundRefused, outboundPolicy, type Resolver } from '../../server/src/lib/outbound.ts';
import { s3Client, S3Store } from '../../server/src/services/storage/backends.ts';

const PUBLIC = '93.184.215.14';

/** A resolver from a table of names; a name with several answers gives them in turn (the last one repeats). */
function resolverOf(table: Record<string, string[][]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const refused = (promise: Promise<unknown>) => assert.rejects(promise, OutboundRefused);

let listener: Server;
let port: number;
let connections = 0;
before(async () => {
  listener = createServer((_req, res) => res.end('reached')).on('connection', () => { connections += 1; });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
after(() => new Promise((resolve) => listener.close(resolve)));
beforeEach(() => { connections = 0; });

/** GET through the policy's agent; the body, or the error the request ended with. */
function getVia(agent: http.Agent, url: string): Promise<{ body?: string; error?: Error }> {
  return new Promise((resolve) => {
    http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; }).on('end', () => resolve({ body }));
    }).on('error', (error) => resolve({ error }));
  });
}

describe('外呼地址检查（OUTBOUND_ALLOW）', () => {
  test('未列入时：回环、内网、链路本地（含云元数据）、CGNAT、组播、保留地址及其 IPv4 映射形式一律拒绝；公网地址放行', async () => {
    const policy = outboundPolicy([], resolverOf({ 'public.example': [[PUBLIC]], localhost: [['127.0.0.1', '::1']] }));
    for (const url of ['http://127.0.0.1:9000', 'http://127.8.9.10', 'http://10.1.2.3', 'http://172.16.0.1', 'http://192.168.0.1',
      'http://169.254.169.254/latest/meta-data', 'http://100.64.0.1', 'http://0.0.0.0', 'http://224.0.0.1', 'http://240.0.0.1',
      'http://255.255.255.255', 'http://[::1]:9000', 'http://[::]', 'http://[fe80::1]', 'http://[fc00::1]', 'http://[fd00:ec2::254]',
      'http://[ff02::1]', 'http://[::ffff:127.0.0.1]', 'http://[::ffff:a9fe:a9fe]', 'http://[64:ff9b::7f00:1]', 'http://[2002:7f00:1::]',
      'http://0x7f000001', 'http://017700000001', 'http://localhost:9000']) {
      await refused(policy.check(url));
    }
    await policy.check(`http://${PUBLIC}`);
    await policy.check('https://public.example:9443/bucket');
    await policy.check('http://[2606:4700::1111]');
  });

  test('只允许 http 与 https；地址不能解析也拒绝', async () => {
    const policy = outboundPolicy(['localhost'], resolverOf({}));
    for (const url of ['ftp://localhost/', 'file:///etc/passwd', 'gopher://localhost:70/', 'not a url', 'http://nowhere.example']) await refused(policy.check(url));
  });

  test('主机名解析到本机或内网（哪怕只有一个地址）就拒绝', async () => {
    const policy = outboundPolicy([], resolverOf({ 'loop.example': [['127.0.0.1']], 'mixed.example': [[PUBLIC, '10.0.0.7']], 'v6.example': [['::ffff:192.168.1.1']] }));
    for (const host of ['loop.example', 'mixed.example', 'v6.example']) await refused(policy.check(`http://${host}/`));
  });

  test('列入的主机名、主机名:端口、IP、CIDR 放行；端口不符仍拒绝；写错的条目让启动失败', async () => {
    const resolve = resolverOf({ 'minio.internal': [['10.9.9.9']], 'files.corp': [['10.20.3.4']], 'other.corp': [['10.30.0.1']] });
    const policy = outboundPolicy(['localhost', '127.0.0.1:9000', 'MinIO.Internal', '10.20.0.0/16', '[::1]:9001', '192.168.5.5'], resolve);
    for (const url of ['http://localhost:1234', 'http://127.0.0.1:9000', 'http://minio.internal:9000', 'http://files.corp', 'http://10.20.1.1:80',
      'http://[::1]:9001', 'http://192.168.5.5:443']) await policy.check(url);
    for (const url of ['http://127.0.0.1:9001', 'http://[::1]:9000', 'http://other.corp', 'http://10.21.0.1', 'http://192.168.5.6']) await refused(policy.check(url));
    for (const bad of ['http://x', 'host:port', '10.0.0.0/abc', 'a:99999', 'a/b']) assert.throws(() => outboundPolicy([bad]), /OUTBOUND_ALLOW/, bad);
  });

  test('连接时再查一次：检查时解析到公网、连接时解析到本机（DNS 重绑定）的主机连不上，本机服务收不到连接', async () => {
    const resolve = resolverOf({ 'rebind.example': [[PUBLIC], ['127.0.0.1']] });
    const policy = outboundPolicy([], resolve);
    await policy.check(`http://rebind.example:${port}/`);
    const { httpAgent } = policy.agents();
    const got = await getVia(httpAgent, `http://rebind.example:${port}/`);
    assert.ok(got.error instanceof OutboundRefused, String(got.error));
    assert.deepEqual(resolve.asked, ['rebind.example', 'rebind.example']);
    assert.equal(connections, 0);

    // The lookup function alone (what net.connect calls), in both of its shapes.
    const lookup = policy.lookupFor(port);
    for (const all of [false, true]) {
      const error = await new Promise<Error | null>((done) => lookup('rebind.example', { all }, (err) => done(err)));
      assert.ok(error instanceof OutboundRefused);
    }
    httpAgent.destroy();
  });

  test('连接时检查 IP 字面地址（不经 DNS）；列入的主机照常连上', async () => {
    const denied = outboundPolicy([], resolverOf({}));
    const refusedAgent = denied.agents().httpAgent;
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      const got = await getVia(refusedAgent, url);
      assert.ok(got.error instanceof OutboundRefused, `${url}: ${String(got.error)}`);
    }
    assert.equal(connections, 0);

    const allowed = outboundPolicy(['minio.test', `127.0.0.1:${port}`], resolverOf({ 'minio.test': [['127.0.0.1']] }));
    const agent = allowed.agents().httpAgent;
    assert.equal((await getVia(agent, `http://minio.test:${port}/`)).body, 'reached');
    assert.equal((await getVia(agent, `http://127.0.0.1:${port}/`)).body, 'reached');
    assert.ok(connections >= 1);
    for (const a of [refusedAgent, agent]) a.destroy();
  });

  test('S3 客户端的每个连接都经过检查：本机地址、重绑定到本机的主机名都连不上；列入后才连上', async () => {
    const settings = (endpoint: string) => ({ endpoint, bucket: 'hotline', region: 'us-east-1', accessKeyId: 'AKID', secretAccessKey: 'secret', forcePathStyle: true });
    const resolve = resolverOf({ 'rebind.example': [[PUBLIC], ['127.0.0.1']] });
    const policy = outboundPolicy([], resolve);
    await policy.check(`http://rebind.example:${port}`);
    for (const endpoint of [`http://127.0.0.1:${port}`, `http://rebind.example:${port}`]) {
      const client = s3Client(settings(endpoint), policy);
      await assert.rejects(new S3Store(client, 'hotline').exists('hotline-probe/00000000-0000-0000-0000-000000000000.txt'), { name: 'OutboundRefused' }, endpoint);
      client.destroy();
    }
    assert.equal(connections, 0);
    const allowed = s3Client(settings(`http://127.0.0.1:${port}`), outboundPolicy([`127.0.0.1:${port}`]));
    await new S3Store(allowed, 'hotline').exists('hotline-probe/00000000-0000-0000-0000-000000000000.txt').catch(() => false);
    allowed.destroy();
    assert.ok(connections >= 1, '列入后连上了');
  });
});
