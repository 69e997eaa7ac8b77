import { request as httpRequest } from 'node:http';

/** One POST /admin/command over the operator's Unix socket, as `npm run ops` sends it, with `key` as the operator key. */
export function overOperatorSocket(socketPath: string, body: string, key: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { socketPath, path: '/admin/command', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-operator-key': key } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
