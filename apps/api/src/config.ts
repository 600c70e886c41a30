// The API's configuration: parsed and validated once at start-up; the only reader of process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Relative paths are taken from the repository root, wherever the process was started.
  PGLITE_DATA_DIR: z
    .string()
    .min(1)
    .default('.data/pglite')
    .transform((value) => path.resolve(repoRoot, value)),
  DATA_DIR: z
    .string()
    .min(1)
    .default('../shared/data')
    .transform((value) => path.resolve(repoRoot, value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process's configuration; exits with a readable message when a variable is bad. */
export function loadConfig(): Config {
  if (cached) return cached;
  try {
    cached = parseConfig(process.env);
    return cached;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
