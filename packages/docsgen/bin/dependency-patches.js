// Source patches applied to dependencies as they are bundled: by scripts/dist.js when the package is packed
// (a patch that no longer applies stops the pack), and by bin/tsrun.js in a checkout. Each one replaces an
// exact passage of one file with code that does the same thing faster; a patch is kept only while it saves
// more than 5% of a build. In a checkout, a passage that is not found is left alone (the package then runs
// as published, only slower) and test/bin/dependency-patches.test.ts fails.

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

export const PATCHES = [FROM_MARKDOWN_CONTEXT];

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
