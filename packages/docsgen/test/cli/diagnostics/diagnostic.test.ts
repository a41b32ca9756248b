import { describe, expect, it } from "vitest";
import { formatDiagnostic, suggest } from "../../../cli/diagnostics/diagnostic.ts";

describe("diagnostics", () => {
  it("prints file:line:col first", () => {
    expect(
      formatDiagnostic({
        severity: "warning",
        code: "link-broken",
        message: "m",
        file: "docs/a.md",
        line: 3,
        column: 5,
        hint: "h",
      }),
    ).toBe("docs/a.md:3:5: warning [link-broken] m\n    h");
  });

  it("suggests only plausible typos", () => {
    expect(suggest("/docs/api/types/mian", ["/docs/api/types/main", "/docs/x"])).toBe("/docs/api/types/main");
    expect(suggest("zzzzzz", ["/docs/api/types/main"])).toBeUndefined();
  });
});
