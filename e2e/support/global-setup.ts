// The browser tests' stack (see stack.ts), started once per run and shared with every test file.
import type { TestProject } from 'vitest/node';
import { startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('webUrl', stack.webUrl);
  project.provide('admin', stack.admin);
  project.provide('apiUrl', stack.apiUrl);
  return stack.stop;
}
