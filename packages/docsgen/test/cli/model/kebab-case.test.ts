import { describe, expect, it } from "vitest";
import { kebabCase } from "../../../cli/model/kebab-case.ts";

// Issue 50, point 3: Docusaurus slugs tag labels (and `page: true` authors) with lodash's kebabCase; these
// expectations are lodash 4.17's answers.
describe("kebabCase", () => {
  it("splits words at case changes, digits and punctuation", () => {
    expect(kebabCase("HotUpgrade")).toBe("hot-upgrade");
    expect(kebabCase("Status Page")).toBe("status-page");
    expect(kebabCase("HTMLWriter")).toBe("html-writer");
    expect(kebabCase("iOS 17")).toBe("i-os-17");
    expect(kebabCase("React18Hooks")).toBe("react-18-hooks");
    expect(kebabCase("Node.js")).toBe("node-js");
    expect(kebabCase("C++")).toBe("c");
    expect(kebabCase("  x--y  ")).toBe("x-y");
  });

  it("drops accents and apostrophes as lodash's deburr does", () => {
    expect(kebabCase("Ünïcode Über")).toBe("unicode-uber");
    expect(kebabCase("Straße")).toBe("strasse");
    expect(kebabCase("Œuvre")).toBe("oeuvre");
    expect(kebabCase("Łódź")).toBe("lodz");
    expect(kebabCase("API's")).toBe("ap-is");
    expect(kebabCase("a²b")).toBe("a-b");
  });

  it("keeps other scripts, splitting them from digits only", () => {
    expect(kebabCase("SCW 教程")).toBe("scw-教程");
    expect(kebabCase("配置、部署")).toBe("配置、部署");
    expect(kebabCase("2024年")).toBe("2024-年");
    expect(kebabCase("한국어")).toBe("한국어");
    expect(kebabCase("ΑθήναΧ")).toBe("αθήναχ");
  });
});
