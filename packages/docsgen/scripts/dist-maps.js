// The source maps of dist/ cut down to docsgen's own code (scripts/dist.js, issue 48). esbuild maps every
// byte of a bundle, dependencies included, and embeds each source's text: that was most of the package
// (sass's map alone was 9 MB). DEBUG=docsgen needs only the positions of docsgen's own frames (Node reads
// `mappings`, not the text), so each map keeps the segments of docsgen's sources and no `sourcesContent`;
// a chunk made only of dependencies keeps no map at all.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** A map's sources that are docsgen's own: not a file of an installed package. */
export function isOwnSource(source) {
  return !/(^|\/)node_modules\//.test(source);
}

/** The segments of one generated line, each as absolute [column, source, line, column, name?]. */
function decodeLine(text, state) {
  const segments = [];
  for (const field of text.split(",")) {
    if (field === "") continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const c of field) {
      const digit = DIGIT.get(c);
      if (digit === undefined) throw new Error(`source map: not base64 VLQ: ${field}`);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    state.column += values[0];
    const segment = [state.column];
    if (values.length >= 4) {
      state.source += values[1];
      state.line += values[2];
      state.sourceColumn += values[3];
      segment.push(state.source, state.line, state.sourceColumn);
      if (values.length >= 5) {
        state.name += values[4];
        segment.push(state.name);
      }
    }
    segments.push(segment);
  }
  return segments;
}

function encodeValue(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += BASE64[digit];
  } while (v > 0);
  return out;
}

/**
 * `map` with only the segments whose source passes `keep`, its sources and names renumbered, and no
 * sourcesContent; undefined when no source passes.
 */
export function filterMap(map, keep) {
  const sources = [];
  const sourceIndex = new Map();
  map.sources.forEach((source, i) => {
    if (!keep(source)) return;
    sourceIndex.set(i, sources.length);
    sources.push(source);
  });
  if (sources.length === 0) return undefined;
  const names = [];
  const nameIndex = new Map();
  const read = { column: 0, source: 0, line: 0, sourceColumn: 0, name: 0 };
  const written = { source: 0, line: 0, sourceColumn: 0, name: 0 };
  const lines = map.mappings.split(";").map((text) => {
    read.column = 0;
    let column = 0;
    const fields = [];
    let ended = false;
    for (const [col, source, line, sourceColumn, name] of decodeLine(text, read)) {
      // A segment of no source ends the previous one's range: a dependency's segment becomes one, so its
      // code is not taken for the docsgen code before it (Node looks back across lines too). One end is
      // enough for a run of them.
      const own = source !== undefined && sourceIndex.has(source);
      if (!own && ended) continue;
      ended = !own;
      let field = encodeValue(col - column);
      column = col;
      if (own) {
        const s = sourceIndex.get(source);
        field += encodeValue(s - written.source) + encodeValue(line - written.line);
        field += encodeValue(sourceColumn - written.sourceColumn);
        Object.assign(written, { source: s, line, sourceColumn });
        if (name !== undefined) {
          if (!nameIndex.has(name)) nameIndex.set(name, names.push(map.names[name]) - 1);
          field += encodeValue(nameIndex.get(name) - written.name);
          written.name = nameIndex.get(name);
        }
      }
      fields.push(field);
    }
    return fields.join(",");
  });
  const { sourcesContent: _dropped, ...rest } = map;
  return { ...rest, sources, names, mappings: lines.join(";") };
}

/** Every `.js.map` under `dir` cut down to docsgen's sources; a script whose map goes loses its link to it. */
export function ownSourceMaps(dir) {
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".js.map")) continue;
    const path = join(dir, file);
    const filtered = filterMap(JSON.parse(readFileSync(path, "utf8")), isOwnSource);
    if (filtered) {
      writeFileSync(path, JSON.stringify(filtered));
      continue;
    }
    rmSync(path);
    const script = path.slice(0, -".map".length);
    const code = readFileSync(script, "utf8");
    writeFileSync(script, code.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, "\n"));
  }
}
