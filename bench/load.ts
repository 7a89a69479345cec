import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

/** One request the load generator sends: `i` is its sequence number, for varying bodies or senders. */
export interface Shot {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status, so a bench shows when it measured refusals instead of work. */
  statuses: Record<number, number>;
  /**
   * The server's CPU time per answer (user + system, all its threads), when its pid was given: on
   * a shared, noisy machine this moves far less than the rates, which also count the waits.
   */
  serverCpuUsPerRequest: number | null;
  /** The share of one core this load generator used: it runs on the same two cores as the server. */
  loadCpuShare: number;
}

/** The fields of /proc/{pid}/stat after the command name (so fields[0] is the state, [1] the parent pid), or null when it is gone. */
function statFields(pid: number): string[] | null {
  try {
    // The command name in (…) may hold spaces: the fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's CPU time so far in microseconds, from /proc (Linux): utime + stime, in clock ticks of 10 ms. */
export function cpuMicros(pid: number): number | null {
  const fields = statFields(pid);
  return fields === null ? null : (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * The CPU time so far of a process and its children, in microseconds: the live children's own
 * time, and what the children that already ended left in the parent's cutime + cstime. For a
 * PostgreSQL postmaster, every backend, the WAL writer and the checkpointer.
 */
export function treeCpuMicros(rootPid: number): number {
  const root = statFields(rootPid);
  if (root === null) return 0;
  let total = (Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14])) * 10_000;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields !== null && Number(fields[1]) === rootPid) total += (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  return total;
}

/** The figure at fraction `p` (0.99 for p99) of an ascending list. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * A closed-loop load generator: `connections` keep-alive sockets, each sending its next request as
 * soon as the previous answer has been read, for `durationMs` (or until `count` requests were
 * sent). What a fixed pool of busy clients sees: throughput and latency percentiles, not an
 * open-loop arrival rate.
 */
export async function load(
  port: number | number[],
  opts: { connections: number; durationMs: number; shot: (i: number) => Shot; serverPid?: number; count?: number },
): Promise<LoadResult> {
  // Several server processes: the connections are dealt round-robin over their ports, as a load
  // balancer deals clients.
  const ports = Array.isArray(port) ? port : [port];
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  const serverCpuBefore = opts.serverPid === undefined ? null : cpuMicros(opts.serverPid);
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + opts.durationMs;
  const one = (shot: Shot, target: number) =>
    new Promise<void>((resolve, reject) => {
      const at = performance.now();
      const headers = { ...shot.headers, ...(shot.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(shot.body)) } : {}) };
      const req = request({ host: '127.0.0.1', port: target, method: shot.method, path: shot.path, headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - at);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(shot.body);
    });
  const worker = async (k: number) => {
    while (performance.now() < deadline && (opts.count === undefined || sent < opts.count)) await one(opts.shot(sent++), ports[k % ports.length]!);
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, k) => worker(k)));
  const elapsed = performance.now() - started;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const serverCpuAfter = opts.serverPid === undefined ? null : cpuMicros(opts.serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (latencies.length / elapsed) * 1000,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses,
    serverCpuUsPerRequest: serverCpuBefore === null || serverCpuAfter === null ? null : (serverCpuAfter - serverCpuBefore) / latencies.length,
    loadCpuShare: (ownCpu.user + ownCpu.system) / 1000 / elapsed,
  };
}

/** The median of a list of figures (a bench's rounds). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
