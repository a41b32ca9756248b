import type { Schema } from "hast-util-sanitize";

/**
 * The form controls an element with an event handler may be (`<button onClick={() => …}>`, issue 48), with
 * the attributes each may hold, as hast names. The default schema refuses controls because they send what
 * readers type (sanitize-schema.ts); one the page's own code handles sends nothing by itself. `<form>` stays
 * refused, and so do the attributes that send or point elsewhere (`form`, `formAction`, `formTarget`).
 */
const CONTROLS: Record<string, string[]> = {
  button: ["type", "disabled", "name", "value"],
  input: [
    "type",
    "value",
    "checked",
    "disabled",
    "name",
    "placeholder",
    "min",
    "max",
    "step",
    "readOnly",
    "size",
    "maxLength",
    "list",
  ],
  select: ["disabled", "multiple", "name", "size", "value"],
  option: ["value", "selected", "disabled", "label"],
  optgroup: ["disabled", "label"],
  textarea: ["disabled", "name", "placeholder", "readOnly", "rows", "cols", "maxLength", "value"],
  label: ["htmlFor"],
  output: ["htmlFor", "name"],
  datalist: [],
};

const widened = new WeakMap<Schema, Schema>();

/**
 * `schema` plus the form controls (see CONTROLS): what an HTML element written with an event handler is
 * judged by. The task-list checkbox's required shape does not apply to such an `<input>`.
 */
export function withControls(schema: Schema): Schema {
  let out = widened.get(schema);
  if (!out) {
    const tags = Object.keys(CONTROLS);
    const { input: _checkbox, ...required } = schema.required ?? {};
    out = {
      ...schema,
      tagNames: [...(schema.tagNames ?? []), ...tags],
      strip: (schema.strip ?? []).filter((tag) => !tags.includes(tag)),
      attributes: { ...schema.attributes, ...CONTROLS },
      required,
    };
    widened.set(schema, out);
  }
  return out;
}
