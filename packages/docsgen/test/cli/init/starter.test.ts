import { describe, expect, it } from "vitest";
import { sitePath } from "../../../cli/init/starter.ts";

describe("the starter's paths", () => {
  it("get back the dot npm pack would drop", () => {
    expect(sitePath("gitignore")).toBe(".gitignore");
    expect(sitePath("github/workflows/deploy.yml")).toBe(".github/workflows/deploy.yml");
    expect(sitePath("docs/gitignore")).toBe("docs/gitignore");
    expect(sitePath("githubber.md")).toBe("githubber.md");
  });
});
