import { execFile, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RawRequest, RawResponse } from './rawRequest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const PREFIX = 'beli-test-';

/** Whether this process may create network namespaces; in CI it must (a failure, never a skip). */
export function canCreateNetworkNamespaces(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && process.env.CI === 'true') {
    throw new Error(
      'This test needs root to create a network namespace (ip netns); CI runs as root',
    );
  }
  return isRoot;
}

export interface NetworkNamespace {
  name: string;
  /** This machine's end of the link, where a server reachable from the namespace listens. */
  hostAddress: string;
  /** The namespace's own address: another machine on the network, as the server sees it. */
  clientAddress: string;
  /** Sends the requests from inside the namespace, one after the other. */
  send(requests: RawRequest[]): Promise<RawResponse[]>;
  /** Deletes the namespace and its link; safe to call after a failed start, and twice. */
  remove(): Promise<void>;
}

const ip = (...args: string[]) => run('ip', args);

/** Namespaces an earlier test process left behind when it was killed before its clean-up. */
function removeOrphans() {
  const listed = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout ?? '';
  for (const [, name, pid] of listed.matchAll(new RegExp(`^(${PREFIX}(\\d+)-\\w+)`, 'gm'))) {
    if (!isAlive(Number(pid))) spawnSync('ip', ['netns', 'del', name!]);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A /30 in 10.213.0.0/16 that no interface of this machine uses yet. */
function freeLinkAddresses(): { hostAddress: string; clientAddress: string } {
  const used = new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((a) => a?.address),
  );
  for (;;) {
    const base = `10.213.${randomInt(256)}.`;
    const last = randomInt(64) * 4;
    const hostAddress = `${base}${last + 1}`;
    const clientAddress = `${base}${last + 2}`;
    if (!used.has(hostAddress) && !used.has(clientAddress)) return { hostAddress, clientAddress };
  }
}

/**
 * A network namespace of the test's own, linked to this machine by a veth pair: a client in it is
 * another machine on the network to a server listening on `hostAddress`.
 */
export async function createNetworkNamespace(): Promise<NetworkNamespace> {
  removeOrphans();
  const id = randomBytes(3).toString('hex');
  const name = `${PREFIX}${process.pid}-${id}`;
  const hostLink = `bh${id}`;
  const clientLink = `bn${id}`;
  const { hostAddress, clientAddress } = freeLinkAddresses();
  const remove = async () => {
    await ip('netns', 'del', name).catch(() => {});
    // Deleting the namespace deletes both ends of the pair, unless it failed before the move.
    await ip('link', 'del', hostLink).catch(() => {});
  };
  try {
    await ip('netns', 'add', name);
    await ip('link', 'add', hostLink, 'type', 'veth', 'peer', 'name', clientLink);
    await ip('link', 'set', clientLink, 'netns', name);
    await ip('addr', 'add', `${hostAddress}/30`, 'dev', hostLink);
    await ip('link', 'set', hostLink, 'up');
    await ip('-n', name, 'addr', 'add', `${clientAddress}/30`, 'dev', clientLink);
    await ip('-n', name, 'link', 'set', clientLink, 'up');
    await ip('-n', name, 'link', 'set', 'lo', 'up');
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    name,
    hostAddress,
    clientAddress,
    remove,
    async send(requests) {
      const { stdout } = await run(
        'ip',
        [
          'netns',
          'exec',
          name,
          process.execPath,
          '--import',
          'tsx',
          'tests/support/rawRequestCli.ts',
          JSON.stringify(requests),
        ],
        { cwd: root },
      );
      return JSON.parse(stdout) as RawResponse[];
    },
  };
}
