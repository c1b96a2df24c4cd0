// `.env.example` holds the local-stack defaults, `.env` a developer's overrides; the app's Vite
// config, the local stack and the scripts all read them the same way through this module.
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/** Parses `KEY=value` lines; ignores comments and blank lines; strips matching quotes. */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq < 1) continue;
    out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** `.env.example`, then `.env`, then the process environment (or `environment`), later ones winning. */
export function loadEnvFiles(root = process.cwd(), environment: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of ['.env.example', '.env']) {
    const file = resolve(root, name);
    if (existsSync(file)) Object.assign(merged, parseDotenv(readFileSync(file, 'utf8')));
  }
  for (const [key, value] of Object.entries(environment)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

const WORKER_ENV_PREFIXES = ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'FEATURE_'];

/** The variables the worker receives: those of `env` with a worker prefix. */
export function workerEnv(env: Record<string, string> = loadEnvFiles()): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => WORKER_ENV_PREFIXES.some((p) => key.startsWith(p))));
}
