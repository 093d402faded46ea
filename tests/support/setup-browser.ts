import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../e2e/support/browser';

/**
 * One Chromium for the whole run: each e2e file connects to it and works in browser contexts of
 * its own (their own storage and cache), instead of starting a browser of its own.
 */
export default async function setup(project: TestProject) {
  const server = await launchBrowserServer();
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}
