import { describe, expect, it } from "vitest";
import { missingFromPackageJson, packageName, SCRIPTS } from "../../../cli/init/package-json.ts";

describe("the starter's package.json", () => {
  it("is named from the folder, as npm accepts names", () => {
    expect(packageName("My Docs")).toBe("my-docs");
    expect(packageName("_Acme Docs 文档!")).toBe("acme-docs");
    expect(packageName("文档")).toBe("docs");
  });

  it("lists only what a kept package.json lacks, wherever a dependency is", () => {
    const kept = JSON.stringify({
      scripts: { build: "make" },
      devDependencies: { docsgen: "file:x.tgz", react: "19" },
    });
    expect(missingFromPackageJson(kept)).toEqual({
      scripts: ['"start": "docsgen serve --watch"', '"serve": "docsgen serve"'],
      dependencies: [expect.stringMatching(/^"react-dom": "\^19\./)],
    });
    const full = JSON.stringify({
      scripts: SCRIPTS,
      dependencies: { docsgen: "1", react: "1", "react-dom": "1" },
    });
    expect(missingFromPackageJson(full)).toEqual({ scripts: [], dependencies: [] });
    expect(missingFromPackageJson("{ not json").scripts).toHaveLength(3);
  });
});
