// Small process helpers for the repo's node scripts: no shell, so they behave the same everywhere.
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs named steps one after another, printing a header for each; exits 1 at the first failure. */
export async function runSteps(steps) {
  for (const step of steps) {
    console.log(`\n▶ ${step.name}`);
    try {
      await run(step.cmd, step.args, step.options);
    } catch (error) {
      console.error(`\n✖ ${step.name}: ${error.message}`);
      process.exit(1);
    }
  }
}
