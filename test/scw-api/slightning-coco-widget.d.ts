/**
 * The public API of SCW (`slightning-coco-widget`) 2.10.2, as far as the docs' examples use it.
 * Written from the content brief (/work/shared/content-brief), with names and shapes checked against the library
 * source; used only to type-check the docs' examples (test/examples).
 * Optional fields accept `null` as well as `undefined`, as in the library.
 */
declare module "slightning-coco-widget" {
  // Only what is marked `export` below is public (`Range`, `BlockOptions` and the like are not exported).
  // biome-ignore lint/complexity/noUselessEmptyExport: turns off implicit exports in this ambient module.
  export {};

  type Nullable<T> = T | null | undefined;

  // ---------------------------------------------------------------- Types (user-facing definition)

  interface BasicTypes {
    /** Globally unique widget type: upper-case letters and underscores, e.g. `MY_WIDGET`. */
    type: string;
    info: {
      /** Widget name shown in the editor. */
      title: string;
      /** Instance name (since 2.10, CoCo only): a default name, or follow a property's value. */
      instanceTitle?: Nullable<string | { followProperty: string }>;
      /** Icon URL (usually SVG) or a CoCo built-in icon name such as `icon-widget-radio`. */
      icon: string;
      /** Widget category (Creation Project only). */
      category?: Nullable<string>;
      /** Widget version; semantic versioning recommended. */
      version?: Nullable<string>;
      /** Widget author (since 2.8; only 耶椰椰 shows it). */
      author?: Nullable<string>;
      url?: Nullable<{
        homepage?: Nullable<string>;
        /** Documentation URL ("如何使用？" link under the property panel, CoCo only). */
        docs?: Nullable<string>;
        repository?: Nullable<string>;
        bugReport?: Nullable<string>;
      }>;
    };
    options: {
      /** Whether the widget has UI on the stage. Required: there is no default. */
      visible: boolean;
      /** Whether the widget is global. Required: there is no default. */
      global: boolean;
      /** Static widget (Creation Project only), default `false`. */
      static?: Nullable<boolean>;
      /** Platforms where the widget is available. */
      platforms?: Nullable<Platforms>;
      /** Generate "any widget" blocks (CoCo only), default `false`. */
      any?: Nullable<boolean>;
    };
  }

  /** A widget's type definition: what `getSuperWidget` and `exportWidget` take. */
  export interface Types extends BasicTypes {
    properties: PropertiesTypes;
    methods: MethodsTypes;
    events: EventTypes[];
  }

  /** The normalised definition decorators receive: object forms only, events moved into `methods`. */
  export interface StandardTypes extends BasicTypes {
    properties: StandardPropertiesTypes;
    methods: StandardMethodsTypes;
    events: [];
  }

  /** Platforms a widget is available on (`Types.options.platforms`). */
  export type Platforms = PlatformEnum[];

  /** Runtime platforms of a published work. */
  export enum PlatformEnum {
    WEB = "web",
    ANDROID = "android",
    IOS = "ios",
  }

  /** A type, or (in the concise forms) a default value from which a type is inferred. */
  export type BriefType = string | number | boolean | DropdownItem[] | Type;

  /** A dropdown option: `[label, value]` or `{ label, value }`. */
  export type DropdownItem = BriefDropdownItem | StandardDropdownItem;
  /** A dropdown option as `[label, value]`. */
  export type BriefDropdownItem = [label: string, value: string];
  /** A dropdown option as `{ label, value }`. */
  export interface StandardDropdownItem {
    label: string;
    value: string;
  }
  /** Something with dropdown options. */
  export interface Dropdown {
    dropdown: DropdownItem[];
  }

  // ---------------------------------------------------------------- properties

  /** The `properties` list: properties and property groups. */
  export type PropertiesTypes = (PropertyGroup | PropertyTypes)[];
  /** The `properties` list of the standard definition. */
  export type StandardPropertiesTypes = StandardPropertiesItem[];
  /** An item of the standard `properties` list. */
  export type StandardPropertiesItem = StandardPropertyGroup | StandardPropertyTypes;

  interface BasicPropertyGroup<Contents> {
    /** Shown above the group's generated blocks. */
    label?: Nullable<string>;
    /** Inherited by every property in the group. */
    blockOptions?: Nullable<PropertyBlockOptions>;
    contents: Contents;
  }
  /** A group of properties (groups nest). */
  export interface PropertyGroup extends BasicPropertyGroup<PropertiesTypes> {}
  /** A property group in the standard definition. */
  export interface StandardPropertyGroup extends BasicPropertyGroup<StandardPropertiesTypes> {}

  /** A property: `[key, label, typeOrDefault, options?]` or `{ key, label, type, blockOptions? }`. */
  export type PropertyTypes = BriefPropertyTypes | StandardPropertyTypes;
  /** A property in array form (since 2.3); a default value infers its type. */
  export type BriefPropertyTypes = [key: string, label: string, type: BriefType, options?: Nullable<PropertyOptions>];
  /** A property in object form. */
  export interface StandardPropertyTypes extends PropertyOptions {
    /** Property name on the entity class. */
    key: string;
    label: string;
    type: Type;
  }
  /** Options of a property (the 4th element of the array form). */
  export interface PropertyOptions {
    blockOptions?: Nullable<PropertyBlockOptions>;
  }
  /** Getter/setter block options; `false` means no block. Both default to `true`. */
  export interface PropertyBlockOptions {
    get?: Nullable<boolean | PropertyComputeBlockOptions>;
    set?: Nullable<boolean | PropertyComputeBlockOptions>;
  }
  /** Options of a getter or setter block. */
  export interface PropertyComputeBlockOptions extends BasicBlockOptions {
    /** Getter/setter method name; default `get<Key>` / `set<Key>`. */
    key?: Nullable<string>;
  }
  /** @deprecated Use `PropertyBlockOptions`. */
  export type PropertyBlockOptionsTypes = PropertyBlockOptions;
  /** @deprecated Use `PropertyComputeBlockOptions`. */
  export type PropertyComputeBlockOptionsTypes = PropertyComputeBlockOptions;

  // ---------------------------------------------------------------- methods

  /** The `methods` list: methods, method groups, events placed among methods, and layout items. */
  export type MethodsTypes = (MethodGroup | MethodTypes | ClearEventTypes | BlockBoxOptions)[];
  /** The `methods` list of the standard definition. */
  export type StandardMethodsTypes = StandardMethodsItem[];
  /** An item of the standard `methods` list. */
  export type StandardMethodsItem = StandardMethodGroup | StandardMethodTypes | StandardEventTypes | BlockBoxOptions;

  interface BasicMethodGroup<Contents> {
    /** Shown above the group's blocks. */
    label?: Nullable<string>;
    /** Inherited by every method in the group (a member's own options win). */
    blockOptions?: Nullable<MethodBlockOptions>;
    contents: Contents;
  }
  /** A group of methods (groups nest). */
  export interface MethodGroup extends BasicMethodGroup<MethodsTypes> {}
  /** A method group in the standard definition. */
  export interface StandardMethodGroup extends BasicMethodGroup<StandardMethodsTypes> {}

  /** A method: `[key, label, block, returns?, options?]` (optionally led by `BlockType.METHOD`) or an object. */
  export type MethodTypes =
    | BriefMethodTypes
    | UnclearBriefMethodTypes
    | PartiallyStandardMethodTypes
    | UnclearPartiallyStandardMethodTypes;
  type MethodTuple = [
    key: string,
    label: string,
    block: MethodBlock,
    returns?: Nullable<Type>,
    options?: Nullable<MethodOptions>,
  ];
  /** A method in array form led by `BlockType.METHOD`. */
  export type BriefMethodTypes = [type: typeof BlockType.METHOD, ...MethodTuple];
  /** A method in array form: `[key, label, block, returns?, options?]`. */
  export type UnclearBriefMethodTypes = MethodTuple;

  interface BasicStandardMethodTypes<Block> extends MethodOptions {
    /** Method name on the entity class. */
    key: string;
    label: string;
    /** Block content: texts, `MethodBlockParam` markers and parameters. */
    block: Block;
    /** Return type; absent = no return value. */
    returns?: Nullable<Type>;
  }
  /** A method in object form with `type: BlockType.METHOD`. */
  export interface PartiallyStandardMethodTypes extends BasicStandardMethodTypes<MethodBlock> {
    type: typeof BlockType.METHOD;
  }
  /** A method in object form (`type` optional). */
  export interface UnclearPartiallyStandardMethodTypes extends BasicStandardMethodTypes<MethodBlock> {
    type?: Nullable<typeof BlockType.METHOD>;
  }
  /** A method in the standard definition (always has `type: BlockType.METHOD`). */
  export interface StandardMethodTypes extends BasicStandardMethodTypes<StandardMethodBlock> {
    type: typeof BlockType.METHOD;
  }

  /** Options of a method (object form, or the 5th element of the array form). */
  export interface MethodOptions {
    /** Exception type; CoCo and Creation Project need `transformMethodsThrows` for it. */
    throws?: Nullable<Type>;
    /** Shown when hovering over the block. */
    tooltip?: Nullable<string>;
    /** `true`, or a note: tag `[已弃用]`, grey block, warning when called (since 2.3). */
    deprecated?: Nullable<boolean | string>;
    blockOptions?: Nullable<MethodBlockOptions>;
  }

  /** The content of a method block (or of a function's / mutator's block). */
  export type MethodBlock = MethodBlockItem[];
  /** An item of a method block: text, a marker or a parameter. */
  export type MethodBlockItem = string | MethodBlockParam | MethodParamTypes;
  /** A method block with parameters in object form. */
  export type StandardMethodBlock = StandardMethodBlockItem[];
  /** An item of a standard method block. */
  export type StandardMethodBlockItem = string | MethodBlockParam | StandardMethodParamTypes;
  /** @deprecated Use `MethodBlock`. */
  export type MethodBlockTypes = MethodBlock;

  /** Markers inside a method block. */
  export enum MethodBlockParam {
    /** The widget instance; required once, before any parameter. */
    THIS = "$this",
    /** The method label text. */
    METHOD = "$method",
    /** A line break in a multi-line (`inline: false`) block (since 2.5). */
    BREAK_LINE = "$break_line",
  }

  /** A parameter: `[key, label, typeOrDefault]` or `{ key, label, type }`. */
  export type MethodParamTypes = BriefMethodParamTypes | StandardMethodParamTypes;
  /** A parameter in array form; a default value infers its type. */
  export type BriefMethodParamTypes = [key: string, label: string, type: BriefType];
  /** A parameter in object form. */
  export interface StandardMethodParamTypes {
    key: string;
    label: string;
    type: Type;
  }

  // ---------------------------------------------------------------- events

  /** An event: `[key, label, params, options?]`, `[key, label, subTypes, params, options?]` or an object. */
  export type EventTypes =
    | BriefEventTypes
    | UnclearBriefEventTypes
    | PartiallyStandardEventTypes
    | UnclearPartiallyStandardEventTypes;
  /** An event that says it is one (`BlockType.EVENT`): the only kind allowed inside `methods`. */
  export type ClearEventTypes = BriefEventTypes | PartiallyStandardEventTypes;
  type EventTuple =
    | [key: string, label: string, params: EventParamTypes[], options?: Nullable<EventOptions>]
    | [
        key: string,
        label: string,
        subTypes: EventSubType[],
        params: EventParamTypes[],
        options?: Nullable<EventOptions>,
      ];
  /** An event in array form led by `BlockType.EVENT` (required inside `methods`). */
  export type BriefEventTypes = [type: typeof BlockType.EVENT, ...EventTuple];
  /** An event in array form, with or without sub-types. */
  export type UnclearBriefEventTypes = EventTuple;

  interface BasicStandardEventTypes<SubType, Param> extends EventOptions {
    /** The key passed to `emit`. */
    key: string;
    label: string;
    /** Dropdowns on the event block (CoCo only; use `flattenEventSubTypes` for Creation Project). */
    subTypes?: Nullable<SubType[]>;
    /** Arguments passed when firing, in this order. */
    params: Param[];
  }
  /** An event in object form with `type: BlockType.EVENT`. */
  export interface PartiallyStandardEventTypes extends BasicStandardEventTypes<EventSubType, EventParamTypes> {
    type: typeof BlockType.EVENT;
  }
  /** An event in object form (`type` optional). */
  export interface UnclearPartiallyStandardEventTypes extends BasicStandardEventTypes<EventSubType, EventParamTypes> {
    type?: Nullable<typeof BlockType.EVENT>;
  }
  /** An event in the standard definition. */
  export interface StandardEventTypes extends BasicStandardEventTypes<StandardEventSubType, StandardEventParamTypes> {
    type: typeof BlockType.EVENT;
  }

  /** Options of an event (object form, or the last element of the array form). */
  export interface EventOptions {
    /** Hover text (CoCo only). */
    tooltip?: Nullable<string>;
    /** `true`, or a note (since 2.3). */
    deprecated?: Nullable<boolean | string>;
    /** CoCo only. */
    blockOptions?: Nullable<EventBlockOptions>;
  }

  /** An event sub-type: `[key, dropdown]` or `{ key, dropdown }`. */
  export type EventSubType = BriefEventSubType | PartiallyStandardEventSubType;
  /** A sub-type as `[key, dropdown]`. */
  export type BriefEventSubType = [key: string, dropdown: DropdownItem[]];
  /** A sub-type as `{ key, dropdown }`. */
  export interface PartiallyStandardEventSubType extends Dropdown {
    key: string;
  }
  /** A sub-type in the standard definition. */
  export interface StandardEventSubType {
    key: string;
    dropdown: StandardDropdownItem[];
  }

  /** An event parameter: `[key, label, type]` or `{ key, label, type }`. */
  export type EventParamTypes = BriefEventParamTypes | StandardEventParamTypes;
  /** An event parameter as `[key, label, type]`. */
  export type BriefEventParamTypes = [key: string, label: string, type: Type];
  /** An event parameter as `{ key, label, type }`. */
  export interface StandardEventParamTypes {
    key: string;
    label: string;
    type: Type;
  }

  // ---------------------------------------------------------------- blocks

  /** Marks an item as a method or an event (since 2.3). Compare by identity. */
  export class BlockType<Key extends "METHOD" | "EVENT" = "METHOD" | "EVENT"> {
    private constructor();
    static readonly METHOD: BlockType<"METHOD">;
    static readonly EVENT: BlockType<"EVENT">;
    readonly key: Key;
    /** `方法` or `事件`. */
    readonly name: string;
    readonly symbol: symbol;
  }

  /** A layout item in `methods` (since 2.3). */
  export interface BlockBoxOptions {
    /** Gap before the next block. */
    space?: number;
    /** A label line shown above the next block. */
    line?: string;
  }

  /** Block options shared by methods, events and property blocks. */
  export interface BasicBlockOptions {
    /** Icon shown in front of the block (CoCo only). */
    icon?: Nullable<string>;
    /** Block colour: a `Color` member or any colour string. */
    color?: Nullable<Color | string>;
    /** `false` = multi-line block. Default `true`. */
    inline?: Nullable<boolean>;
    /** @deprecated Use the method's or event's own `deprecated` option. */
    deprecated?: Nullable<boolean | string>;
  }
  /** Options of a method block. */
  export interface MethodBlockOptions extends BasicBlockOptions {
    /** Whether a block can attach above (since 2.8; no-return methods; Creation Project only). */
    previousStatement?: Nullable<boolean>;
    /** Whether a block can attach below (since 2.8; no-return methods; Creation Project only). */
    nextStatement?: Nullable<boolean>;
  }
  /** Options of an event block (CoCo only). */
  export interface EventBlockOptions extends BasicBlockOptions {}
  /** @deprecated Use `MethodBlockOptions`. */
  export type MethodBlockOptionsTypes = MethodBlockOptions;
  /** @deprecated Use `EventBlockOptions`. */
  export type EventBlockOptionsTypes = EventBlockOptions;

  /** Block colours (hex strings). */
  export enum Color {
    COCO_EVENT = "#608FEE",
    COCO_CONTROL = "#68CDFF",
    COCO_FUNCTION0 = "#00AFC3",
    COCO_OPERATION = "#FEAE8A",
    COCO_VARIABLE = "#FFBB55",
    COCO_LIST = "#F9CC37",
    COCO_DICTIONARY = "#A073FF",
    COCO_FUNCTION1 = "#F88767",
    // biome-ignore lint/suspicious/noDuplicateEnumValues: the CoCo and Creation Project palettes share colours.
    CREATION_PROJECT_EVENT = "#608FEE",
    CREATION_PROJECT_CONTROL = "#68CDFF",
    CREATION_PROJECT_CALCULATION = "#FEAE8A",
    CREATION_PROJECT_FUNCTION0 = "#00AFC3",
    CREATION_PROJECT_OBJECT = "#A073FF",
    CREATION_PROJECT_LIST = "#F9CC37",
    CREATION_PROJECT_VARIABLE = "#FFBB55",
    CREATION_PROJECT_FUNCTION1 = "#F88767",
    GREY = "#BABABA",
    RED = "#DB6656",
    BROWN = "#D67B18",
    ORANGE = "#D3A813",
    YELLOW = "#C7C100",
    YELLOWISH_GREEN = "#A2C028",
    GREEN = "#6AC44C",
    TURQUOISE = "#1BB897",
    CYAN = "#00ACE8",
    BLUE = "#588AF6",
    BLUISH_VIOLET = "#7D8DF9",
    PURPLE = "#9D80E7",
    PINKISH_PURPLE = "#C571D8",
    PINK = "#D16CB0",
  }

  /** Property keys of CoCo's built-in properties (`__width`, `__height`, `__opacity`, `__position`, `__visible`). */
  export const BUILD_IN_PROPERTIES: string[];
  /** CoCo built-in icon names → icon URLs (used by `transformIcons`). */
  export const BUILD_IN_ICON_URL_MAP: Record<string, string>;

  // ---------------------------------------------------------------- data types

  /** A data type: describes and validates values. */
  export interface Type<T = unknown> {
    /** Returns `true`, or throws a `TypeValidateError` with a Chinese message. */
    validate(value: unknown): value is T;
    isVoid(): boolean;
    /** Display name, e.g. `字符串`, `整数`. */
    typeToString(): string;
    inlineTypeToString(): string;
    getSameDirectionChildren(): ChildTypeInfo[];
    getReverseDirectionChildren(): ChildTypeInfo[];
  }
  /** A type nested in another (function parameters, object properties…). */
  export interface ChildTypeInfo {
    key: string;
    label: string;
    type: Type;
  }
  /** Thrown by `Type.validate`. */
  export class TypeValidateError<T = unknown> extends Error {
    constructor(message: string, value: unknown, type: Type<T>);
    readonly value: unknown;
    readonly type: Type<T>;
  }

  /** Shared members of the built-in type classes. */
  abstract class BasicType<T> implements Type<T> {
    validate(value: unknown): value is T;
    isVoid(): boolean;
    typeToString(): string;
    inlineTypeToString(): string;
    getSameDirectionChildren(): ChildTypeInfo[];
    getReverseDirectionChildren(): ChildTypeInfo[];
  }

  /** A numeric range: a number bound is exclusive, `[n]` is inclusive (`new Range([0], [100])` = 0 ≤ x ≤ 100). */
  class Range {
    constructor(left?: Nullable<number | [number]>, right?: Nullable<number | [number]>);
  }

  /** No value; only for returns ("returns nothing", forces a return block). */
  export class VoidType extends BasicType<void> {}

  /** How a string is edited: single line, multi-line or rich text. */
  export enum StringInputType {
    INLINE = "INLINE",
    MULTILINE = "MULTILINE",
    RICH = "RICH",
  }
  /** A string; a plain string argument is the default value. */
  export class StringType extends BasicType<string> {
    constructor(props?: string | { defaultValue?: Nullable<string>; inputType?: Nullable<StringInputType> });
    /** Default `""`. */
    readonly defaultValue: string;
    /** Default `INLINE`. */
    readonly inputType: StringInputType;
  }

  type NumberProps = number | { defaultValue?: Nullable<number>; range?: Nullable<Range> };
  /** An integer (within `range`); default value `0`. */
  export class IntegerType extends BasicType<number> {
    constructor(props?: NumberProps);
    readonly defaultValue: number;
    readonly range?: Nullable<Range>;
  }
  /** A number (within `range`); default value `0`. */
  export class NumberType extends BasicType<number> {
    constructor(props?: NumberProps);
    readonly defaultValue: number;
    readonly range?: Nullable<Range>;
  }
  /** A boolean; default value `false`. */
  export class BooleanType extends BasicType<boolean> {
    constructor(props?: boolean | { defaultValue?: Nullable<boolean> });
    readonly defaultValue: boolean;
  }
  /** Any value; default value `""`. */
  export class AnyType extends BasicType<unknown> {
    constructor(props?: string | number | boolean | { defaultValue?: unknown });
    readonly defaultValue: unknown;
  }

  /** How an enum is chosen: dropdown or option switch. */
  export enum StringEnumInputType {
    DROPDOWN = "INLINE",
    OPTION_SWITCH = "OPTION_SWITCH",
  }
  /** An option: `{ label, value }`, `[label, value]`, or a lone value (label = value). */
  type StringEnumEntry<T extends string> = { label: string; value: T } | [label: string, value: T] | T;
  /** One of a fixed set of strings. */
  export class StringEnumType<T extends string> extends BasicType<T> {
    constructor(
      props: StringEnumEntry<T>[] | { entries: StringEnumEntry<T>[]; inputType?: Nullable<StringEnumInputType> },
    );
    readonly entries: { label: string; value: T }[];
    /** Default `DROPDOWN`. */
    readonly inputType: StringEnumInputType;
    readonly valueToLabelMap: Record<T, string>;
    readonly values: T[];
  }

  /** An object, optionally with a type per property. */
  export class ObjectType<T extends object> extends BasicType<T> {
    constructor(props?: { propertiesType?: { [K in keyof T]: Type<T[K]> }; defaultValue?: Nullable<T | string> });
    readonly propertiesType: Nullable<{ [K in keyof T]: Type<T[K]> }>;
    readonly defaultValue: T | string;
  }
  /** An array, optionally with an item type. */
  export class ArrayType<T> extends BasicType<T[]> {
    constructor(props?: { itemType?: Nullable<Type<T>>; defaultValue?: Nullable<T[] | string> });
    readonly itemType: Nullable<Type<T>>;
    readonly defaultValue: T[] | string;
  }

  type MediaProps = string | { defaultValue?: Nullable<string> };
  /** A colour string; default `"#000000"`. */
  export class ColorType extends BasicType<string> {
    constructor(props?: MediaProps);
    readonly defaultValue: string;
  }
  /** An image (URL); default `"?"`. */
  export class ImageType extends BasicType<string> {
    constructor(props?: MediaProps);
    readonly defaultValue: string;
  }
  /** An audio resource (URL); default `"?"`. */
  export class AudioType extends BasicType<string> {
    constructor(props?: MediaProps);
    readonly defaultValue: string;
  }
  /** A video resource (URL); default `"?"`. */
  export class VideoType extends BasicType<string> {
    constructor(props?: MediaProps);
    readonly defaultValue: string;
  }

  /** A value matching one of several types. */
  export class UnionType<T> extends BasicType<T> {
    constructor(...types: Type<T>[]);
    readonly types: Type<T>[];
    /** The first member default that is a string, number or boolean; else `""`. */
    readonly defaultValue: string | number | boolean;
  }

  /** A constructor whose instances the type accepts. */
  type Class<T> = abstract new (...args: never[]) => T;
  /** An instance of a class (`value instanceof theClass`); a class argument is the short form. */
  export class InstanceOfClassType<T> extends BasicType<T> {
    constructor(props: Class<T> | { theClass: Class<T>; defaultValue?: Nullable<string> });
    readonly theClass: Class<T>;
    /** Default `"实例<ClassName>"`. */
    readonly defaultValue: string;
  }
  export { InstanceOfClassType as InstanceType };

  /** A function: parameters from `block`, plus `returns` / `throws`; `raw: true` opts out of decorators. */
  export class FunctionType<A extends unknown[], R> extends BasicType<(...args: A) => R> {
    constructor(props: {
      block: MethodBlock;
      returns?: Nullable<Type<R>>;
      throws?: Nullable<Type>;
      defaultValue?: Nullable<string>;
      raw?: Nullable<boolean>;
    });
    readonly block: StandardMethodBlock;
    readonly returns?: Nullable<Type>;
    readonly throws?: Nullable<Type>;
    readonly defaultValue?: Nullable<string>;
    readonly raw: boolean;
  }

  /** A repeatable group of inputs (since 2.4); the method receives one object per repetition. */
  export class MutatorType<T extends object = Record<string, unknown>> extends ArrayType<T> {
    constructor(props: {
      /** The repeated unit. */
      block: MethodBlock;
      /** Texts / markers between units (since 2.6). */
      separators?: Nullable<(MethodBlockParam | string)[]>;
      /** @deprecated Use `separators`. */
      separator?: Nullable<string>;
      /** Default `2`. */
      min?: Nullable<number>;
      /** Default `Infinity`. */
      max?: Nullable<number>;
      /** Default `min`. */
      defaultNumber?: Nullable<number>;
      /** Default `min` (used by `transformMutator`). */
      transformMin?: Nullable<number>;
      /** Default `min(min + 5, max)` (used by `transformMutator`). */
      transformMax?: Nullable<number>;
    });
    readonly block: StandardMethodBlock;
    readonly min: number;
    readonly max: number;
    readonly defaultNumber: number;
    readonly transformMin: number;
    readonly transformMax: number;
  }

  // ---------------------------------------------------------------- entity

  /** An instance of a widget entity class. */
  // biome-ignore lint/complexity/noBannedTypes: a base class instance type must be an object type with known members.
  type WidgetInstance = {};
  /** A widget entity class. */
  export type Widget = new (props: object) => WidgetInstance;

  /** The base class for the entity class of the widget `types` describes (platform-dependent). */
  export function getSuperWidget(types: Types): Widget;

  /** Fires event `key` (sub-type values appended capitalised) with `args` in `params` order: `emit.call(this, …)`. */
  export function emit(this: object, key: string, ...args: unknown[]): void;

  /** Logs to the editor console (and the browser console) with the widget's title. */
  export class Logger {
    constructor(types: Types, widget: object);
    log(...messages: unknown[]): void;
    info(...messages: unknown[]): void;
    warn(...messages: unknown[]): void;
    error(...messages: unknown[]): void;
  }

  /** Editor helpers. */
  export const Utils: {
    inNative(): boolean;
    inEditor(): boolean;
    inEditorWindow(): boolean;
    inEditorPlayer(): boolean;
    editor: {
      getWindow(): Window | null;
      getWorkName(): string | null;
      getRunButton(): HTMLElement | null;
      isRunningWork(): boolean;
      runWork(): void;
      stopWork(): void;
      saveWork(): Promise<void>;
      reopenWork(): void;
      importWidget(widget: File | Blob | string): void;
    };
    /** `null` when unsupported or not found. */
    getImageURLByFileName(fileName: string): string | null;
    getAudioURLByFileName(fileName: string): string | null;
    getVideoURLByFileName(fileName: string): string | null;
  };

  type PlatformName = "CoCo" | "CreationProject1" | "CreationProject2" | "NodeJS";
  /** The platform the code runs on. */
  export function getPlatform(): PlatformName;
  /** Picks the entry for the current platform. */
  export function crossPlatform<T>(choices: Record<PlatformName, T>): T;

  // ---------------------------------------------------------------- export

  /** Post-processes a widget before export (since 2.3). */
  export type Decorator = (types: StandardTypes, widget: Widget) => [StandardTypes, Widget];

  /** Keys of a platform-keyed decorator object; a key applies when any of its `|`-joined names matches. */
  type PlatformKey =
    | "CoCo"
    | "CreationProject"
    | "CreationProject1"
    | "CreationProject2"
    | "Node"
    | "CoCo|CreationProject"
    | "CoCo|CreationProject1"
    | "CoCo|CreationProject2"
    | "CoCo|NodeJS"
    | "CreationProject|NodeJS"
    | "CreationProject1|CreationProject2"
    | "CreationProject1|NodeJS"
    | "CreationProject2|NodeJS"
    | "CoCo|CreationProject|NodeJS"
    | "CoCo|CreationProject1|CreationProject2"
    | "CoCo|CreationProject1|NodeJS"
    | "CoCo|CreationProject2|NodeJS"
    | "CreationProject1|CreationProject2|NodeJS"
    | "CoCo|CreationProject1|CreationProject2|NodeJS";

  /** Export configuration. */
  export interface ExportConfig {
    /** Run in order; an object item maps platform keys to a decorator or a list (lists since 2.5). */
    decorators?: Nullable<(Decorator | Partial<Record<PlatformKey, Nullable<Decorator | Decorator[]>>>)[]>;
    /** Decorators for CoCo only, run after `decorators`. */
    CoCo?: Nullable<{ decorators?: Nullable<Decorator[]> }>;
    /** Decorators for Creation Project only, run after `decorators`. */
    CreationProject?: Nullable<{ decorators?: Nullable<Decorator[]> }>;
    CreationProject1?: Nullable<{ decorators?: null }>;
    CreationProject2?: Nullable<{ decorators?: null }>;
    NodeJS?: Nullable<{ decorators?: null }>;
  }

  /** Decorates, converts and hands the widget to the editor. */
  export function exportWidget(types: Types, widget: Widget, config?: Nullable<ExportConfig>): void;

  /** The normalised form of `types` that decorators work on. */
  export function standardizeTypes(types: Types): StandardTypes;

  // ---------------------------------------------------------------- decorators

  /** Adds a "call" method for each outgoing function (function return values, event parameters…). */
  export const generateMethodForFunctions: Decorator;
  /** Adds getter/setter blocks (and missing methods) for properties, except built-in ones. */
  export const generateBlockForProperties: Decorator;
  /** Turns methods with a non-void `throws` into methods with success/failure callbacks. */
  export const transformMethodsThrows: Decorator;
  /** Like `transformMethodsThrows`, keeping the original method. */
  export const addTransformMethodsThrows: Decorator;
  /** Turns callback parameters into events (typical for CoCo). */
  export const transformMethodsCallbackFunctionsToEvents: Decorator;
  /** Like `transformMethodsCallbackFunctionsToEvents`, keeping the original method. */
  export const addTransformMethodsCallbackFunctionsToEvents: Decorator;
  /** Turns callbacks with a return or throw type into callback blocks (typical for Creation Project). */
  export const transformMethodsCallbackFunctionsToCodeBlocks: Decorator;
  /** Like `transformMethodsCallbackFunctionsToCodeBlocks`, keeping the original method. */
  export const addTransformMethodsCallbackFunctionsToCodeBlocks: Decorator;
  /** Expands a method with a `MutatorType` parameter into one method per repetition count (since 2.4). */
  export const transformMutator: Decorator;
  /** Like `transformMutator`, keeping the original method (since 2.4). */
  export const addTransformMutator: Decorator;
  /** Replaces an event with sub-types by one event per combination. */
  export const flattenEventSubTypes: Decorator;
  /** Like `flattenEventSubTypes`, keeping the original event. */
  export const addFlattenEventSubTypes: Decorator;
  /** Inserts `MethodBlockParam.THIS` at the start of every method block that lacks it. */
  export const addThisForMethods: Decorator;
  /** Argument type checks, deprecation warnings and error capture, reported to the console. */
  export const addCheck: Decorator;
  /** Converts CoCo built-in icon names into URLs, widget icon included. */
  export const transformIcons: Decorator;
  /** Converts CoCo built-in icon names into URLs, except the widget icon. */
  export const transformIconsExceptWidgetIcon: Decorator;

  // ---------------------------------------------------------------- decorator tools

  /** Walks the standard definition, calling the visitor for each kind of node. */
  export function traverseTypes(types: StandardTypes, visitors: TypesVisitors): void;

  /** Visitors of `traverseTypes`, one per kind of node. */
  export interface TypesVisitors {
    PropertyGroup?: Nullable<TypesNodeVisitor<PropertyGroupNode>>;
    PropertyTypes?: Nullable<TypesNodeVisitor<PropertyTypesNode>>;
    MethodGroup?: Nullable<TypesNodeVisitor<MethodGroupNode>>;
    MethodTypes?: Nullable<TypesNodeVisitor<MethodTypesNode>>;
    EventTypes?: Nullable<TypesNodeVisitor<EventTypesNode>>;
    BlockBoxOptions?: Nullable<TypesNodeVisitor<BlockBoxOptionsNode>>;
  }
  /** A function (called on enter) or `{ enter?, exit? }`. */
  export type TypesNodeVisitor<T extends UnknownTypesNode> =
    | ((node: T) => void)
    | {
        enter?: Nullable<(node: T) => void>;
        exit?: Nullable<(node: T) => void>;
        /** @deprecated An early misspelling of `enter`. */
        entry?: Nullable<(node: T) => void>;
      };

  /** The block options of `T` (`{}` if it has none). */
  type NodeBlockOptions<T> = T extends { blockOptions?: Nullable<infer O> } ? O : Record<never, never>;

  /** A node of the standard definition: `value` is the item, `groupContents` the array holding it. */
  export abstract class TypesNode<T, U = T> {
    /** The enclosing group node (absent at the top level). */
    readonly group?: Nullable<UnknownTypesNode>;
    readonly groupContents: (T | U)[];
    /** The item's current index (shared, updated on removal). */
    readonly index: { value: number };
    readonly value: T;
    /** The item's block options merged with those inherited from its groups. */
    get blockOptions(): NodeBlockOptions<T>;
    isRemoved: boolean;
    traverse(visitors: TypesVisitors): void;
    remove(): void;
    removeNext(): void;
    replaceWith(...values: (T | U)[]): void;
    insertAfter(...values: (T | U)[]): void;
  }
  /** Any node. */
  export type UnknownTypesNode = TypesNode<unknown, unknown>;
  /** Node of a property group. */
  export class PropertyGroupNode extends TypesNode<StandardPropertyGroup, StandardPropertiesItem> {}
  /** Node of a property. */
  export class PropertyTypesNode extends TypesNode<StandardPropertyTypes, StandardPropertiesItem> {}
  /** Node of a method group. */
  export class MethodGroupNode extends TypesNode<StandardMethodGroup, StandardMethodsItem> {}
  /** Node of a method. */
  export class MethodTypesNode extends TypesNode<StandardMethodTypes, StandardMethodsItem> {}
  /** Node of an event (events live in `methods` in the standard definition). */
  export class EventTypesNode extends TypesNode<StandardEventTypes, StandardMethodsItem> {}
  /** Node of a layout item. */
  export class BlockBoxOptionsNode extends TypesNode<BlockBoxOptions, StandardMethodsItem> {}

  /** A block parameter of function type that the events decorator converts. */
  export function methodParamNeedsTransformToEvent(
    part: StandardMethodBlockItem,
  ): part is StandardMethodParamTypes & { type: FunctionType<unknown[], unknown> };
  /** A block parameter of function type that the code-blocks decorator converts. */
  export function methodParamNeedsTransformToCodeBlocks(
    part: StandardMethodBlockItem,
  ): part is StandardMethodParamTypes & { type: FunctionType<unknown[], unknown> };
  /** A block parameter of `MutatorType`. */
  export function methodParamTypeIsMutator(
    part: StandardMethodBlockItem,
  ): part is StandardMethodParamTypes & { type: MutatorType };
  /** Replaces a built-in icon name in `object.icon` by its URL. */
  export function transformIcon(object?: Nullable<{ icon?: Nullable<string> }>): void;

  // ---------------------------------------------------------------- native CoCo types

  /** CoCo's own custom-widget format, for type-checking widgets written without SCW. */
  export namespace CoCo {
    type ValueType = string | string[];
    type DropdownItemTypes = { label: string; value: string };
    type ValueTypes = { valueType: ValueType; checkType?: string; defaultValue: number | string | boolean };
    type AfferentValueTypes = ValueTypes | { dropdown: DropdownItemTypes[] };

    /** A native CoCo widget definition (`exports.types`). */
    export interface Types {
      type: string;
      title: string;
      contentTextField?: string;
      icon: string;
      version?: string;
      author?: string;
      docs?: { url?: string };
      platforms?: ("web" | "android" | "ios")[];
      isInvisibleWidget: boolean;
      isGlobalWidget: boolean;
      hasAnyWidget?: boolean;
      properties: PropertyTypes[];
      methods: MethodTypes[];
      events: EventTypes[];
    }
    /** A native property. */
    export type PropertyTypes = {
      key: string;
      label: string;
      hidePropertyEditor?: boolean;
      editorType?: string;
      blockOptions?: Record<string, unknown>;
      readonly?: 0 | 1;
      unit?: string;
    } & AfferentValueTypes;
    /** A native method parameter. */
    export type MethodParamTypes = { key: string; label?: string; labelAfter?: string } & AfferentValueTypes;
    /** A native method. */
    export interface MethodTypes {
      key: string;
      label?: string;
      params: MethodParamTypes[];
      valueType?: ValueType;
      tooltip?: string;
      blockOptions?: Record<string, unknown>;
    }
    /** A native event. */
    export interface EventTypes {
      key: string;
      label: string;
      subTypes?: { key: string; dropdown: DropdownItemTypes[] }[];
      params: { key: string; label: string; valueType: ValueType }[];
      tooltip?: string;
      blockOptions?: Record<string, unknown>;
    }
    /** Base class of invisible widgets, provided by the editor. */
    export class InvisibleWidget {
      constructor(props: Record<string, unknown>);
      widgetLog(message: string): void;
      widgetWarn(message: string): void;
      widgetError(message: string): void;
      widgetInterrupt(message: string): void;
      emit(key: string, ...args: unknown[]): void;
    }
    /** Base class of visible widgets, provided by the editor. */
    export class VisibleWidget {
      constructor(props: Record<string, unknown>);
      widgetLog(message: string): void;
      widgetWarn(message: string): void;
      widgetError(message: string): void;
      setProps(props: Record<string, unknown>): void;
      emit(key: string, ...args: unknown[]): void;
      render(): unknown;
    }
    /** The editor's `require` for the libraries it provides (`undefined` if missing). */
    export function widgetRequire(moduleName: string): unknown;
  }
}
