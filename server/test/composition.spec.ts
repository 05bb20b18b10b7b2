import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { composeModules } from '../src/compose.js';
import { runDatabaseUrl, serverAuth, serverConfig } from './support/app.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The controller classes tsoa routes to that take something at construction, read from their sources. */
async function controllersWithConstructors(): Promise<string[]> {
  const files = (await fs.readdir(src, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /^(platform|modules\/[^/]+)\/[^/]+Controller\.ts$/.test(file));
  const names: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(path.join(src, file), 'utf8');
    // Each class up to the next: does its body declare a constructor?
    const classes = [...text.matchAll(/export class (\w+) extends Controller \{/g)];
    classes.forEach((found, i) => {
      const body = text.slice(found.index, classes[i + 1]?.index ?? text.length);
      if (/\n {2}constructor\(/.test(body)) names.push(found[1]!);
    });
  }
  return names.sort();
}

describe('The composition root (compose.ts)', () => {
  it('when the modules are composed, then every controller that takes its module at construction has a maker, and each maker makes its own class', async () => {
    const { controllers } = composeModules(serverConfig(), runDatabaseUrl(), serverAuth());
    const needing = await controllersWithConstructors();
    expect(needing.length, 'controllers built from their module').to.be.greaterThan(10);
    expect(needing.filter((name) => !controllers.some((maker) => maker.controller.name === name))).to.deep.equal([]);
    for (const maker of controllers) expect(maker.make(), maker.controller.name).to.be.an.instanceOf(maker.controller);
  });
});
