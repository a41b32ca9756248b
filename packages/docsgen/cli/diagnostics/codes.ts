import { CHECK_CODES } from "./codes-checks.ts";
import { SOURCE_CODES } from "./codes-source.ts";
import type { CodeDoc, DiagnosticCode } from "./diagnostic.ts";

/**
 * Every code of the `DiagnosticCode` union, documented: the manual's diagnostics reference
 * (sites/manual/docs/reference/diagnostics.md) is generated from this table by scripts/manual/diagnostics-reference.ts.
 * A code added to the union without an entry here fails the type check and test/manual/generated.test.ts.
 */
export const CODE_DOCS: Record<DiagnosticCode, CodeDoc> = { ...SOURCE_CODES, ...CHECK_CODES };
