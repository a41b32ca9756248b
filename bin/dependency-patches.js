// Source patches that bin/tsrun.js applies to dependencies as it bundles them. Each one replaces an exact
// passage of one file with code that does the same thing faster. A passage that is not found (another
// version of the package) is left alone: the bundle then runs the package as published, only slower, and
// test/bin/dependency-patches.test.ts fails, so that the patch is brought up to date.

/**
 * mdast-util-from-markdown calls a handler for every micromark event with `this` set to a fresh copy of
 * its compile context, only to add that event's `sliceSerialize`. That copy was about a third of the
 * library's time on the bench corpus (and most of its garbage). One context object, whose `sliceSerialize`
 * is set before each call, gives the same trees: handlers are called one at a time, and none keeps `this`
 * past its call or assigns to it. A cold 1,000-page build uses about 1 CPU-s less.
 */
const FROM_MARKDOWN_CONTEXT = {
  file: "node_modules/mdast-util-from-markdown/lib/index.js",
  find: `    index = -1;
    while (++index < events.length) {
      const handler = config[events[index][0]];
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        // Note: spread first, V8 has optimizations for object shape cloning.
        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (events[index][0] === 'exit' && config.afterExit.length > 0) {
        callListeners(config.afterExit, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
    }
`,
  replace: `    index = -1;
    const shared = {...context, sliceSerialize: undefined};
    while (++index < events.length) {
      const handler = config[events[index][0]];
      shared.sliceSerialize = events[index][2].sliceSerialize;
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, shared, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        handler[events[index][1].type].call(shared, events[index][1]);
      }
      if (events[index][0] === 'exit' && config.afterExit.length > 0) {
        callListeners(config.afterExit, shared, events[index][1]);
      }
    }
`,
};

/**
 * micromark combines its own constructs with the extensions (GFM, directives, MDX) anew for every document:
 * ~0.12 ms a page, 1.2% of a cold single-threaded 1,000-page build's main-thread CPU. The combination
 * depends only on the extension list, which remark-parse passes as the same array every time, and no
 * construct or extension writes to it, so it is kept per list (checked element by element, in case the
 * array is changed in place).
 */
const MICROMARK_COMBINED_CONSTRUCTS = {
  file: "node_modules/micromark/lib/parse.js",
  find: `export function parse(options) {
  const settings = options || {};
  const constructs = /** @type {FullNormalizedExtension} */
  combineExtensions([defaultConstructs, ...(settings.extensions || [])]);
`,
  replace: `const combinedFor = new WeakMap();
export function parse(options) {
  const settings = options || {};
  const extensions = settings.extensions || [];
  let combined = combinedFor.get(extensions);
  if (!combined || combined.list.length !== extensions.length || combined.list.some((e, i) => e !== extensions[i])) {
    combined = { list: [...extensions], constructs: combineExtensions([defaultConstructs, ...extensions]) };
    combinedFor.set(extensions, combined);
  }
  const constructs = combined.constructs;
`,
};

export const PATCHES = [FROM_MARKDOWN_CONTEXT, MICROMARK_COMBINED_CONSTRUCTS];

/**
 * `text` (the contents of the file at `path`) with the patches for that file applied, and the patches that
 * did not apply. `path` may be absolute: a patch's `file` is matched as its ending.
 */
export function patchSource(path, text) {
  const normalized = path.replaceAll("\\", "/");
  const missed = [];
  let patched = text;
  for (const patch of PATCHES) {
    if (!normalized.endsWith(`/${patch.file}`) && normalized !== patch.file) continue;
    if (patched.includes(patch.find)) patched = patched.replace(patch.find, () => patch.replace);
    else missed.push(patch);
  }
  return { text: patched, missed };
}

/** An esbuild plugin that applies PATCHES to the files it loads. */
export function patchPlugin() {
  // Either path separator: esbuild gives native paths.
  const ending = (file) => file.split("/").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const filter = new RegExp(`[\\\\/](${PATCHES.map((p) => ending(p.file).join("[\\\\/]")).join("|")})$`);
  return {
    name: "docsgen-dependency-patches",
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => {
        const { readFile } = await import("node:fs/promises");
        return { contents: patchSource(path, await readFile(path, "utf8")).text, loader: "js" };
      });
    },
  };
}
