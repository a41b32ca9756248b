import type { Block, Palette, Part } from "./model.ts";

// Reads the description an editor receives from SCW (the return value of `typesToCoCo`,
// `typesToCreationProject1` or `typesToCreationProject2`: the `types` / `type` of the widget file's exports)
// into blocks. Only the fields the palette shows are typed here; the rest of the description is ignored.
// Two conventions are the drawing's, taken from how the tutorial (use-scw.md) describes the palette, not from
// the library: the widget dropdown shows `<title>1` (the first instance's name) unless `instance` says
// otherwise, and event blocks start with 当.

/** A dropdown as CoCo lists it (`{ label, value }`) or Creation Project (`[label, value]`, or a function). */
type DropdownItems = readonly ({ label: string; value: string } | readonly [string, string])[] | unknown;

/** A method parameter of either editor's description. */
export interface LibraryParam {
  key: string;
  label?: string;
  labelAfter?: string;
  valueType?: string | string[];
  defaultValue?: unknown;
  dropdown?: DropdownItems;
  /** Creation Project, `valueType: "code"`: the values the blocks in the input receive. */
  codeParams?: { key: string; label: string }[];
}

/** An event (CoCo `events`, Creation Project `emits`). */
export interface LibraryEvent {
  key: string;
  label: string;
  params: { key: string; label: string }[];
  subTypes?: { key: string; dropdown: DropdownItems }[];
  blockOptions?: { line?: string };
}

interface CalculatorOptions {
  generateBlock?: boolean;
}
interface LibraryProperty {
  key: string;
  /** Creation Project 1.0: both blocks are off. */
  noBlock?: boolean;
  blockOptions?: { generateBlock?: boolean; getter?: CalculatorOptions; setter?: CalculatorOptions };
}

/** What `typesToCoCo` returns (the fields drawn). */
export interface CoCoTypes {
  title: string;
  properties: LibraryProperty[];
  methods: {
    key: string;
    label?: string;
    params: LibraryParam[];
    valueType?: string | string[];
    blockOptions?: {
      callMethodLabel?: boolean | string;
      color?: string;
      line?: string;
      inputsInline?: boolean;
      order?: number;
    };
  }[];
  events: (LibraryEvent & { blockOptions?: { order?: number } })[];
}

/** What `typesToCreationProject2` returns (the fields drawn). */
export interface CreationProjectTypes {
  label: string;
  props: LibraryProperty[];
  methods: {
    key: string;
    label?: string;
    params: LibraryParam[];
    valueType?: string;
    blockOptions?: {
      prefix?: string;
      suffix?: string;
      color?: string;
      line?: string;
      previousStatement?: boolean;
      nextStatement?: boolean;
    };
  }[];
  emits: LibraryEvent[];
}

/** What `typesToCreationProject1` returns (the fields drawn): the same blocks, with the older field names. */
export interface CreationProject1Types {
  label: string;
  props: LibraryProperty[];
  methods: {
    key: string;
    label?: string;
    params: LibraryParam[];
    valueType?: string;
    tipBefore?: string;
    tipAfter?: string;
    color?: string;
    noPs?: boolean;
    noNs?: boolean;
    flyoutOptions?: { line?: string };
  }[];
  emits: LibraryEvent[];
}

export interface ReadOptions {
  /** The name the widget dropdown shows. Default: the widget's title followed by 1. */
  instance?: string;
}

/** Rows under construction: `text` with `\n` (Creation Project's line breaks) starts a new row. */
class Rows {
  readonly rows: Part[][] = [[]];
  text(text: string | undefined): void {
    if (!text) return;
    text.split("\n").forEach((piece, i) => {
      if (i > 0) this.break();
      if (piece.trim() !== "") this.add({ kind: "text", text: piece.trim() });
    });
  }
  add(part: Part): void {
    this.rows[this.rows.length - 1].push(part);
  }
  break(): void {
    if (this.rows[this.rows.length - 1].length > 0) this.rows.push([]);
  }
  done(): Part[][] {
    return this.rows.filter((row) => row.length > 0);
  }
}

function firstLabel(items: DropdownItems): string {
  if (!Array.isArray(items) || items.length === 0) return "";
  const first = items[0] as { label: string } | readonly [string, string];
  return Array.isArray(first) ? first[0] : (first as { label: string }).label;
}

/**
 * CoCo's defaults are escaped for the XML CoCo puts them in (`XMLEscape`: numeric references such as `&#34;` for a
 * quote, `&#32;` for a space); the slot shows them read back.
 */
const fromXml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

function argument(param: LibraryParam, decode: (text: string) => string = (text) => text): Part {
  if (param.dropdown !== undefined || param.valueType === "dropdown") {
    return { kind: "dropdown", key: param.key, text: firstLabel(param.dropdown) };
  }
  if (param.valueType === "code") {
    return { kind: "code", key: param.key, params: (param.codeParams ?? []).map((p) => p.label) };
  }
  const valueType = Array.isArray(param.valueType) ? param.valueType.join("|") : (param.valueType ?? "any");
  const value = param.defaultValue;
  const text = value === undefined || value === null || typeof value === "object" ? "" : decode(String(value));
  return { kind: "slot", key: param.key, valueType, text };
}

function eventBlock(event: LibraryEvent, instance: string): Block {
  const rows = new Rows();
  rows.text("当");
  rows.add({ kind: "widget", text: instance });
  rows.text(event.label);
  for (const sub of event.subTypes ?? []) rows.add({ kind: "dropdown", key: sub.key, text: firstLabel(sub.dropdown) });
  for (const p of event.params) rows.add({ kind: "param", key: p.key, text: p.label });
  return {
    key: event.key,
    kind: "event",
    colour: null,
    rows: rows.done(),
    line: event.blockOptions?.line || undefined,
  };
}

function undrawn(properties: LibraryProperty[]): string[] {
  return properties
    .filter((p) => {
      const o = p.blockOptions;
      if (o?.generateBlock === false || p.noBlock === true) return false;
      if (p.noBlock === false) return true;
      return o?.getter?.generateBlock !== false || o?.setter?.generateBlock !== false;
    })
    .map((p) => p.key);
}

/** The blocks CoCo shows for `typesToCoCo`'s output, in `blockOptions.order` (events first, as the library numbers them). */
export function cocoPalette(types: CoCoTypes, options: ReadOptions = {}): Palette {
  const instance = options.instance ?? `${types.title}1`;
  const methods = types.methods.map((method): Block => {
    const o = method.blockOptions ?? {};
    const rows = new Rows();
    if (typeof o.callMethodLabel === "string") rows.text(o.callMethodLabel);
    rows.add({ kind: "widget", text: instance });
    rows.text(method.label);
    for (const param of method.params) {
      if (o.inputsInline === false) rows.break();
      rows.text(param.label);
      rows.add(argument(param, fromXml));
      rows.text(param.labelAfter);
    }
    const kind = method.valueType === undefined ? "statement" : "value";
    return { key: method.key, kind, colour: o.color ?? null, rows: rows.done(), line: o.line || undefined };
  });
  const events = types.events.map((event) => eventBlock(event, instance));
  const order = [...types.events, ...types.methods].map((item, i) => item.blockOptions?.order ?? i);
  const blocks = [...events, ...methods]
    .map((block, i) => ({ block, order: order[i] }))
    .sort((a, b) => a.order - b.order)
    .map(({ block }) => block);
  return { editor: "CoCo", title: types.title, blocks, undrawnProperties: undrawn(types.properties) };
}

/** The blocks Creation Project 2.0 shows for `typesToCreationProject2`'s output: the events, then the methods. */
export function creationProjectPalette(
  types: CreationProjectTypes,
  options: ReadOptions = {},
  editor: "CreationProject1" | "CreationProject2" = "CreationProject2",
): Palette {
  const instance = options.instance ?? `${types.label}1`;
  const methods = types.methods.map((method): Block => {
    const o = method.blockOptions ?? {};
    const rows = new Rows();
    rows.text(o.prefix);
    rows.add({ kind: "widget", text: instance });
    rows.text(method.label);
    for (const param of method.params) {
      rows.text(param.label);
      const part = argument(param);
      if (part.kind === "code") rows.break();
      rows.add(part);
      if (part.kind === "code") rows.break();
      rows.text(param.labelAfter);
    }
    rows.text(o.suffix);
    const block: Block = {
      key: method.key,
      kind: method.valueType === undefined ? "statement" : "value",
      colour: o.color ?? null,
      rows: rows.done(),
      line: o.line || undefined,
    };
    if (block.kind === "statement") {
      block.previous = o.previousStatement !== false;
      block.next = o.nextStatement !== false;
    }
    return block;
  });
  const events = types.emits.map((event) => eventBlock(event, instance));
  return {
    editor,
    title: types.label,
    blocks: [...events, ...methods],
    undrawnProperties: undrawn(types.props),
  };
}

/** The blocks Creation Project 1.0 shows for `typesToCreationProject1`'s output (read as 2.0's, renamed). */
export function creationProject1Palette(types: CreationProject1Types, options: ReadOptions = {}): Palette {
  const methods = types.methods.map(({ tipBefore, tipAfter, color, noPs, noNs, flyoutOptions, ...method }) => ({
    ...method,
    blockOptions: {
      prefix: tipBefore,
      suffix: tipAfter,
      color,
      line: flyoutOptions?.line,
      previousStatement: noPs === true ? false : undefined,
      nextStatement: noNs === true ? false : undefined,
    },
  }));
  return creationProjectPalette({ ...types, methods }, options, "CreationProject1");
}
