import { describe, expect, it } from "vitest";
import { reservedProblem } from "../../../cli/paths/reserved.ts";

// Issue 47, item 1: the output's .docsgen/ folder is docsgen's own, as a static file's path or a page's route.
describe("reservedProblem", () => {
  it.each([".docsgen/x.conf", "/.docsgen/x", "/.docsgen", ".DOCSGEN/headers.json", "\\.docsgen\\x", "//.docsgen/x"])(
    "refuses %j",
    (path) => expect(reservedProblem(path)).toMatch(/\.docsgen\//),
  );

  it.each(["docs/.docsgen/x", "/docs/x", ".docsgenx/y", "/.well-known/x", "", "/", ".nojekyll"])("allows %j", (path) =>
    expect(reservedProblem(path)).toBeUndefined(),
  );
});
