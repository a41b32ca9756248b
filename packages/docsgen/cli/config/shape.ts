/**
 * A small typed schema kit: plain data that validation, defaults, error messages and the manual's configuration reference
 * read at run time, and that TypeScript reads for the user-facing type (`Input<S>`) and the defaulted one
 * (`Output<S>`). A handful of kinds is all a site config needs; the messages are ours (see validate.ts).
 */

/** The run-time description of a value. */
export type Node =
  | { kind: "string" }
  | { kind: "number" }
  | { kind: "boolean" }
  /** `null`: Docusaurus's "none" for some options (`feedOptions.type: null`). */
  | { kind: "null" }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "array"; of: Node }
  | { kind: "record"; of: Node }
  | ObjectNode
  | { kind: "union"; of: readonly Node[] }
  /** Any value: a key Docusaurus accepts that docsgen does not read (see `ignored`). */
  | { kind: "any" }
  /**
   * Objects told apart by one key (`type`); a missing key means `fallback`. `skip` names the objects that are
   * valid for Docusaurus but that docsgen cannot serve: they are left out with a warning giving its reason.
   */
  | {
      kind: "variants";
      key: string;
      fallback: string;
      of: Readonly<Record<string, ObjectNode>>;
      skip?: (value: Readonly<Record<string, unknown>>) => string | undefined;
      /**
       * Names the objects kept as written, unchecked and without a warning: the build judges them (a navbar
       * item of a type the site's own code adds, model/navbar-custom.ts).
       */
      keep?: (value: Readonly<Record<string, unknown>>) => boolean;
      /** The tag of an object that has no `key`, when it is not `fallback` (an item with `items` is a dropdown). */
      infer?: (value: Readonly<Record<string, unknown>>) => string | undefined;
    };

export interface ObjectNode {
  kind: "object";
  fields: Readonly<Record<string, Field>>;
  /**
   * Set where Docusaurus accepts any key (theme config of other themes and plugins, attributes of navbar and
   * footer links): an unknown key is then a warning giving this reason, not an error.
   */
  openReason?: string;
}

/**
 * How a key of an object may be left out: required, optional, or optional with a default filled in.
 * "ignored": a key Docusaurus accepts and docsgen does not read; writing it earns one located warning.
 */
export type Presence = "required" | "optional" | "default" | "ignored";

export interface Field<In = unknown, Out = In, P extends Presence = Presence> {
  shape: Shape<In, Out>;
  presence: P;
  /** Filled in by `applyDefaults` when the key is left out (presence "default"); an object without one
   * becomes `{}` with its own defaults filled. */
  default?: Out;
  /** One line for the manual's configuration reference (sites/manual/docs/reference/configuration.md); a field without one is summarised by its parent. */
  doc?: string;
}

/**
 * A node that also carries, for TypeScript only, the type users write (In) and the one after defaults (Out).
 * The key is a string, not a unique symbol: the declarations `npm pack` emits for sites must be able to name it.
 */
export type Shape<In = unknown, Out = In> = Node & { readonly "~types"?: { in: In; out: Out } };

export type Input<S> = S extends { readonly "~types"?: { in: infer I; out: unknown } } ? I : never;
export type Output<S> = S extends { readonly "~types"?: { in: unknown; out: infer O } } ? O : never;

type FieldIn<F> = F extends Field<infer I, unknown> ? I : never;
type FieldOut<F> = F extends Field<unknown, infer O> ? O : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type ObjectIn<F> = Flat<
  { [K in keyof F as F[K] extends { presence: "required" } ? K : never]: FieldIn<F[K]> } & {
    [K in keyof F as F[K] extends { presence: "required" } ? never : K]?: FieldIn<F[K]>;
  }
>;
type ObjectOut<F> = Flat<
  { [K in keyof F as F[K] extends { presence: "optional" | "ignored" } ? never : K]: FieldOut<F[K]> } & {
    [K in keyof F as F[K] extends { presence: "optional" | "ignored" } ? K : never]?: FieldOut<F[K]>;
  }
>;

const typed = <In, Out = In>(node: Node): Shape<In, Out> => node;

export const string = () => typed<string>({ kind: "string" });
export const anything = () => typed<unknown>({ kind: "any" });
export const number = () => typed<number>({ kind: "number" });
export const boolean = () => typed<boolean>({ kind: "boolean" });
export const oneOf = <const V extends readonly string[]>(...values: V) => typed<V[number]>({ kind: "enum", values });
export const arrayOf = <I, O>(of: Shape<I, O>) => typed<I[], O[]>({ kind: "array", of });
export const recordOf = <I, O>(of: Shape<I, O>) => typed<Record<string, I>, Record<string, O>>({ kind: "record", of });
export const union = <S extends readonly Shape[]>(...of: S) =>
  typed<Input<S[number]>, Output<S[number]>>({ kind: "union", of });

export const object = <F extends Record<string, Field>>(fields: F) =>
  ({ kind: "object", fields }) as ObjectNode & Shape<ObjectIn<F>, ObjectOut<F>>;
/** An object whose unknown keys Docusaurus accepts: each is warned about, with `reason`, not refused. */
export const openObject = <F extends Record<string, Field>>(fields: F, reason: string) =>
  ({ kind: "object", fields, openReason: reason }) as ObjectNode &
    Shape<ObjectIn<F> & Record<string, unknown>, ObjectOut<F>>;
export const nothing = () => typed<null>({ kind: "null" });

/** How `variants` tells its objects apart: the tag key, the tag of an object without it, `skip`, `keep` and `infer` as in Node. */
export interface VariantTag<T extends string> {
  key: string;
  fallback: T;
  skip?: (value: Readonly<Record<string, unknown>>) => string | undefined;
  keep?: (value: Readonly<Record<string, unknown>>) => boolean;
  infer?: (value: Readonly<Record<string, unknown>>) => T | undefined;
}

export const variants = <V extends Record<string, ObjectNode & Shape>>(tag: VariantTag<keyof V & string>, of: V) =>
  typed<Input<V[keyof V]>, Output<V[keyof V]>>({ kind: "variants", ...tag, of });

export const required = <I, O>(shape: Shape<I, O>, doc?: string): Field<I, O, "required"> => ({
  shape,
  presence: "required",
  doc,
});
export const optional = <I, O>(shape: Shape<I, O>, doc?: string): Field<I, O, "optional"> => ({
  shape,
  presence: "optional",
  doc,
});
export const withDefault = <I, O>(shape: Shape<I, O>, value: NoInfer<O>, doc?: string): Field<I, O, "default"> => ({
  shape,
  presence: "default",
  default: value,
  doc,
});
/** A key Docusaurus accepts that docsgen does not read: written, it is warned about (`doc` says why). */
export const ignored = (doc: string): Field<unknown, unknown, "ignored"> => ({
  shape: typed<unknown>({ kind: "any" }),
  presence: "ignored",
  doc,
});
/** An object key that may be left out: it then holds its fields' defaults (`colorMode`, `tableOfContents`). */
export const filledIn = <I, O>(shape: ObjectNode & Shape<I, O>, doc?: string): Field<I, O, "default"> => ({
  shape,
  presence: "default",
  doc,
});
