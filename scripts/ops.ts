// The operator's command line: a thin client of the running server's operator endpoint (POST
// /admin/command on its own Unix socket). It holds no rules: the server runs each command through the engine
// (src/server/engine/operations), so balances in memory, settings and live events stay right.
//
//   npm run ops -- help
//   npm run ops -- deposits list [--status 0|1|2|3|all]
//   npm run ops -- deposits approve 12 --amount 499.5 --reason "arrived on chain" --operator alice
//   npm run ops -- pictures get <name or url> --out proof.jpg --operator alice
//   npm run ops -- companies add --name "Harbourline Markets Limited" --subject … --url https://… --email … \
//                    --location … --registered-address … --reason "new provider" --operator alice
//   npm run ops -- settings set --key company_is_main --value 1 --reason "provider mode on" --operator alice
//   npm run ops -- chat reply <user id|uid|email> --text "…" --operator alice   (the support chat)
//
// Server: its operator socket, OPERATOR_SOCKET, else $DATA_DIR/operator.sock (./data). Key:
// OPERATOR_KEY, else $DATA_DIR/operator.key, the file the server wrote at its first start.
// Operator: --operator NAME or OPS_OPERATOR.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';

interface Parsed {
  words: string[];
  flags: Record<string, string>;
}

/** Words, then --name value pairs (a flag with no value reads 'true'). */
export function parseArgs(argv: string[]): Parsed {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
      if (inline !== undefined) flags[name] = inline;
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[name] = argv[++i];
      else flags[name] = 'true';
    } else words.push(a);
  }
  return { words, flags };
}

/** 'deposits approve 12' → command 'deposits.approve' with args.id = '12'. */
export function toCommand({ words, flags }: Parsed): { command: string; args: Record<string, string>; operator: string; out?: string } {
  const [group = 'help', verb, id] = words;
  const { operator = process.env.OPS_OPERATOR ?? '', out, ...args } = flags;
  if (id !== undefined) args[group === 'pictures' ? 'name' : 'id'] = id;
  return { command: verb ? `${group}.${verb}` : group, args, operator, out };
}

function operatorKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY.trim();
  const file = join(resolve(process.env.DATA_DIR ?? './data'), 'operator.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No operator key: set OPERATOR_KEY, or DATA_DIR to the server's data directory (looked for ${file}).`);
  }
}

/** The commands' one-line help, from the engine's own table: no server, key or data folder needed. */
export async function helpLines(): Promise<string[]> {
  // Loaded only for help, so other commands stay a thin client. Building the table touches none
  // of its parts (they are used only when a command runs).
  const { createOperations } = await import('../src/server/engine/operations/index.ts');
  return createOperations({} as Parameters<typeof createOperations>[0])
    .help()
    .map((l) => `npm run ops -- ${l} --operator NAME`);
}

/**
 * POST /admin/command over the server's Unix socket (the endpoint is on no TCP port): its status
 * and its JSON. `body` as sent, so a test can send what this command line never would.
 */
export function postOverSocket(socketPath: string, body: string, key: string): Promise<{ status: number; json: any }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      { socketPath, path: '/admin/command', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-operator-key': key } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolvePromise({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const { command, args, operator, out } = toCommand(parseArgs(process.argv.slice(2)));
  if (command === 'help') {
    console.log((await helpLines()).join('\n'));
    return;
  }
  const socketPath = process.env.OPERATOR_SOCKET ?? join(resolve(process.env.DATA_DIR ?? './data'), 'operator.sock');
  const key = operatorKey();
  let reply: { ok: boolean; result?: unknown; error?: string };
  try {
    reply = (await postOverSocket(socketPath, JSON.stringify({ command, args, operator }), key)).json;
  } catch (error) {
    console.error(
      `Cannot reach the server's operator socket ${socketPath} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Is it running? DATA_DIR or OPERATOR_SOCKET name it.`,
    );
    process.exit(2);
  }
  if (!reply.ok) {
    console.error(`Refused: ${reply.error ?? 'no reason given'}`);
    process.exit(1);
  }
  if (command === 'pictures.get') {
    const picture = reply.result as { mime: string; base64: string };
    const file = out ?? `picture.${picture.mime.split('/')[1]}`;
    writeFileSync(file, Buffer.from(picture.base64, 'base64'), { mode: 0o600 });
    console.log(`Saved ${picture.mime} to ${file}`);
    return;
  }
  console.log(JSON.stringify(reply.result, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
