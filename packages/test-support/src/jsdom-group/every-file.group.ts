import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, jest } from '@jest/globals';
// Imported at the top level, before any test file: Testing Library registers its hooks when first
// imported, and first imported inside a file's `describe` they would be that file's alone.
import { cleanup } from '@testing-library/react';
import { emptyEmotionCaches } from '../emotion-cache-for-jsdom.ts';

/**
 * npm test's jsdom passes run this instead of a project's files one by one (JEST_GROUP_FILES=1,
 * jest.config.js): every test file of the project in one jest module registry and one jsdom
 * window, each inside a `describe` named after it, so that its hooks stay its own — as the API
 * suite does (packages/server/test/every-file.group.ts, decision 34). In a registry of its own,
 * each of some ninety files imported React, MUI, emotion and its features again, and V8 ran them
 * cold (docs/decisions/0065-jsdom-test-files-in-one-registry.md). One file alone still runs by
 * itself: `npx jest mf-customer/test/webhooks.test.tsx --selectProjects mf-customer`.
 *
 * What one file changes in the window is put back after it, so the next file starts as if alone:
 * the globals it defined or replaced (window, navigator, document), storage and cookies, the
 * URL, the title, what it left in the body and the head, the root element's attributes, fake
 * timers, and emotion's style sheets: jsdom's getComputedStyle matches every rule written, so the
 * rules of the files before would slow each later one.
 */
declare const __JEST_PROJECT_ROOT__: string;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(join(dir, entry.name));
      }
      return /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
    })
    .sort();
}

type Descriptors = Map<PropertyKey, PropertyDescriptor>;

function ownDescriptors(target: object): Descriptors {
  const descriptors: Descriptors = new Map();
  for (const key of Reflect.ownKeys(target)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    if (descriptor) descriptors.set(key, descriptor);
  }
  return descriptors;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

/** Deletes what was added to `target`, and defines again what was replaced. */
function restoreDescriptors(target: object, before: Descriptors) {
  for (const key of Reflect.ownKeys(target)) {
    const then = before.get(key);
    const now = Reflect.getOwnPropertyDescriptor(target, key);
    if (!now) continue;
    if (!then) {
      if (now.configurable) Reflect.deleteProperty(target, key);
    } else if (!sameDescriptor(then, now) && now.configurable) {
      Reflect.defineProperty(target, key, then);
    }
  }
  for (const [key, then] of before) {
    if (!Reflect.getOwnPropertyDescriptor(target, key)) Reflect.defineProperty(target, key, then);
  }
}

interface WindowState {
  window: Descriptors;
  navigator: Descriptors;
  document: Descriptors;
  url: string;
  title: string;
  head: Set<Node>;
  rootAttributes: [string, string][];
}

function windowState(): WindowState {
  return {
    window: ownDescriptors(window),
    navigator: ownDescriptors(navigator),
    document: ownDescriptors(document),
    url: window.location.href,
    title: document.title,
    head: new Set(document.head.childNodes),
    rootAttributes: [...document.documentElement.attributes].map(({ name, value }) => [name, value]),
  };
}

function restoreWindow(state: WindowState) {
  jest.useRealTimers();
  restoreDescriptors(window, state.window);
  restoreDescriptors(navigator, state.navigator);
  restoreDescriptors(document, state.document);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== state.url) window.history.replaceState(null, '', state.url);
  document.title = state.title;
  document.body.replaceChildren();
  emptyEmotionCaches();
  for (const node of [...document.head.childNodes]) if (!state.head.has(node)) node.remove();
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const [name, value] of state.rootAttributes) root.setAttribute(name, value);
}

const projectRoot = __JEST_PROJECT_ROOT__;
for (const file of testFiles(projectRoot)) {
  describe(relative(projectRoot, file), () => {
    let before: WindowState;
    beforeAll(() => {
      before = windowState();
    });
    // Before the file's own afterEach hooks, as in a file that imports Testing Library first:
    // what they reset (a store, the settings) must not re-render a page still mounted.
    afterEach(cleanup);
    // A require, not import(): jest collects the tests synchronously, before any promise settles.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(file);
    // After the file's own afterAll hooks, which jest runs in the order they were declared.
    afterAll(() => restoreWindow(before));
  });
}
