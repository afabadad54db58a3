// What the recorder's e2e files do with a save: collect the downloaded test and its fixtures
// file, check both are laid out by prettier, run the test with vitest as saved (and copies with
// one answer broken, which must fail naming their step), and, with RECORDER_KEEP=1, keep them
// in tests/integration/recorded/ (how the recordings there are made again: docs/testing.md
// "Recording a test").
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import * as prettier from 'prettier';
import { expect } from 'vitest';
import type { Page } from './browser';

const RECORDED_DIR = 'tests/integration/recorded';
/** A saved test runs beside the dev server and a browser on a busy machine: no 5 s limit. */
const RUN = ['--testTimeout', '60000'];

export interface SavedRecording {
  /** The files' name: the test's name in camelCase. */
  base: string;
  test: string;
  fixtures: string | null;
}

/** Presses `stop` in the recorder's panel and collects what the save downloaded. */
export async function saveRecording(page: Page, stop: () => Promise<void>): Promise<SavedRecording> {
  const downloads: Download[] = [];
  page.on('download', (download) => void downloads.push(download));
  await stop();
  await expect.poll(() => downloads.length, { timeout: 120_000 }).toBeGreaterThan(0);
  const testFile = downloads.find((download) => download.suggestedFilename().endsWith('.test.ts')) ?? downloads[0];
  const base = testFile.suggestedFilename().replace(/\.test\.ts$/, '');
  const test = readFileSync(await testFile.path(), 'utf8');
  const needsFixtures = test.includes(`from './${base}.fixtures';`);
  if (needsFixtures) await expect.poll(() => downloads.length, { timeout: 120_000 }).toBe(2);
  const fixturesFile = downloads.find((download) => download.suggestedFilename() === `${base}.fixtures.ts`);
  const fixtures = fixturesFile ? readFileSync(await fixturesFile.path(), 'utf8') : null;
  expect(fixtures !== null, 'a fixtures file exactly when the test imports one').toBe(needsFixtures);
  // Kept for a look (test-results/ is not committed).
  mkdirSync('test-results/e2e', { recursive: true });
  writeFileSync(`test-results/e2e/${base}.test.ts`, test);
  if (fixtures !== null) writeFileSync(`test-results/e2e/${base}.fixtures.ts`, fixtures);
  const filepath = `${RECORDED_DIR}/${base}.test.ts`;
  const options = { ...(await prettier.resolveConfig(filepath)), filepath };
  expect(await prettier.check(test, options)).toBe(true);
  if (fixtures !== null) expect(await prettier.check(fixtures, options)).toBe(true);
  return { base, test, fixtures };
}

/**
 * Runs the saved test as it is (it must pass) and each broken copy (each must fail, its output
 * matching `names`), with its fixtures file under the name it imports; then removes them all,
 * and keeps the saved files in tests/integration/recorded/ when RECORDER_KEEP=1.
 */
export function runSaved(saved: SavedRecording, broken: { test: string; names: RegExp }[] = []): void {
  // Run under a name of their own: the recording kept in the repository under the saved name
  // is neither overwritten nor removed.
  const own = `e2e${process.pid}x${Date.now()}${saved.base.charAt(0).toUpperCase()}${saved.base.slice(1)}`;
  const renamed = (test: string) => test.split(`from './${saved.base}.fixtures';`).join(`from './${own}.fixtures';`);
  const written: string[] = [];
  const write = (path: string, text: string) => {
    writeFileSync(path, text);
    written.push(path);
  };
  try {
    if (saved.fixtures !== null) write(`${RECORDED_DIR}/${own}.fixtures.ts`, saved.fixtures);
    const green = `${RECORDED_DIR}/${own}.test.ts`;
    write(green, renamed(saved.test));
    const passed = spawnSync('npx', ['vitest', 'run', green, ...RUN], { encoding: 'utf8' });
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    broken.forEach(({ test, names }, index) => {
      expect(test, 'the broken copy differs from the saved test').not.toBe(saved.test);
      const red = `${RECORDED_DIR}/${own}Broken${index}.test.ts`;
      write(red, renamed(test));
      const failed = spawnSync('npx', ['vitest', 'run', red, ...RUN], { encoding: 'utf8' });
      expect(failed.status).not.toBe(0);
      expect(failed.stdout + failed.stderr).toMatch(names);
    });
  } finally {
    for (const path of written) rmSync(path, { force: true });
  }
  if (process.env.RECORDER_KEEP === '1') {
    writeFileSync(`${RECORDED_DIR}/${saved.base}.test.ts`, saved.test);
    if (saved.fixtures !== null) writeFileSync(`${RECORDED_DIR}/${saved.base}.fixtures.ts`, saved.fixtures);
    else rmSync(`${RECORDED_DIR}/${saved.base}.fixtures.ts`, { force: true });
  }
}
