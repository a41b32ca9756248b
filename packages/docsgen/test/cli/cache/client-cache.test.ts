import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleClient } from "../../../cli/assets/client-bundle.ts";
import { cachedClient } from "../../../cli/cache/client-cache.ts";
import { PACKAGE_ROOT } from "../../../cli/version.ts";
import type { UiStrings } from "../../../shared/strings.ts";
import { WORKSPACE } from "../../helpers/cli.ts";

/*
 * The client bundle kept in the build cache: reused while the files it was made from stay the same,
 * bundled again when one changes, and never taken from an entry that is not intact.
 */

const root = mkdtempSync(join(tmpdir(), "docsgen-client-"));
const cache = { dir: join(root, "cache"), salt: "test" };
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A copy of the package's client sources, older than the racy window, with its dependencies linked.
for (const dir of ["client", "templates", "shared"])
  cpSync(join(PACKAGE_ROOT, dir), join(root, dir), { recursive: true });
symlinkSync(join(WORKSPACE, "node_modules"), join(root, "node_modules"));
const past = Date.now() / 1000 - 60;
const age = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), past, past);
};
for (const dir of ["client", "templates", "shared"]) age(join(root, dir));

const options = { minify: true, strings: { search: "搜索" } as unknown as UiStrings, root };
/** The newest entry (one per set of options). */
const entry = () =>
  readdirSync(join(cache.dir, "client"))
    .map((name) => join(cache.dir, "client", name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] ?? "";
const written = () => statSync(entry()).mtimeMs;

describe("the client bundle in the build cache", () => {
  it("is the bundle, kept and reused while its inputs stay the same", async () => {
    const first = await cachedClient(cache, options);
    const fresh = await bundleClient(options);
    expect(first.files).toEqual(fresh.files);
    expect(first.inputs).toContain(join(root, "client", "entry.tsx"));
    expect(first.inputs?.some((f) => f.includes("/node_modules/react-dom/"))).toBe(true);
    const at = written();
    const second = await cachedClient(cache, options);
    expect(second.files).toEqual(fresh.files);
    expect({ js: second.js, css: second.css, searchChunk: second.searchChunk }).toEqual({
      js: fresh.js,
      css: fresh.css,
      searchChunk: fresh.searchChunk,
    });
    expect(written()).toBe(at); // read, not bundled and written again
  });

  it("is the bundle of its options: a site that becomes translated gets the translated site's App", async () => {
    const plain = await cachedClient(cache, options);
    const translated = await cachedClient(cache, { ...options, locales: true });
    expect(translated.js).not.toBe(plain.js);
    expect(translated.files).toEqual((await bundleClient({ ...options, locales: true })).files);
  });

  it("is bundled again when an input changes", async () => {
    const before = await cachedClient(cache, options);
    const file = join(root, "client", "entry.tsx");
    writeFileSync(file, `${readFileSync(file, "utf8")}\nconsole.log("changed");\n`);
    const after = await cachedClient(cache, options);
    expect(after.js).not.toBe(before.js);
    expect(after.files).toEqual((await bundleClient(options)).files);
  });

  it("is not taken from a damaged entry", async () => {
    age(join(root, "client"));
    const good = await cachedClient(cache, options);
    await cachedClient(cache, options); // kept now
    // A byte of the last file changed: its sum no longer matches.
    const bytes = readFileSync(entry());
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(entry(), bytes);
    expect((await cachedClient(cache, options)).files).toEqual(good.files);
    writeFileSync(entry(), "{");
    expect((await cachedClient(cache, options)).files).toEqual(good.files);
  });
});
