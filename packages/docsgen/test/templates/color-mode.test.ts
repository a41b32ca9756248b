import { describe, expect, it } from "vitest";
import { colorModeScript, nextChoice } from "../../templates/color-mode.ts";

describe("colour mode", () => {
  it("flips light and dark when the system preference is not respected", () => {
    expect(nextChoice("light", false)).toBe("dark");
    expect(nextChoice("dark", false)).toBe("light");
    expect(nextChoice("system", true)).toBe("light");
    expect(nextChoice("dark", true)).toBe("system");
  });

  it("inline script accepts only light/dark from storage and defaults to light", () => {
    const script = colorModeScript({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false });
    const attrs: Record<string, string> = {};
    const run = (stored: string | null) => {
      const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
      const localStorage = { getItem: () => stored };
      new Function("document", "localStorage", "matchMedia", script)(document, localStorage, () => ({ matches: true }));
      return { ...attrs };
    };
    expect(run(null)).toEqual({ "data-theme": "light", "data-theme-choice": "light" });
    expect(run("dark")).toEqual({ "data-theme": "dark", "data-theme-choice": "dark" });
    expect(run("bogus")).toEqual({ "data-theme": "light", "data-theme-choice": "light" });
  });
});
