import { BOX_H, BOX_PAD_X, GAP, type PlacedPart, placePicture, shownText } from "./layout.ts";
import { FONT_SIZE, textWidth } from "./measure.ts";
import { blockText, type Palette } from "./model.ts";

// One SVG picture of blocks, as an editor's palette shows them (issue 35, item 5). Server-rendered only: it
// has no state and no effects, so it hydrates as it is. Colours are presentation attributes (a standalone
// .svg file shows the light variant everywhere); the dark variant is a few CSS rules keyed on the site's
// `[data-theme=dark]`, and on `prefers-color-scheme` when nothing sets data-theme (the .svg file opened on
// its own). The rules hold no quotes or angle brackets, so they read the same as HTML and as XML.

/**
 * Drawn when the library gives a block no colour and the editor picks its own default (events; methods without
 * `blockOptions.color`). Not the editor's colour: a neutral slate, marked `data-colour="editor"`.
 */
export const EDITOR_DEFAULT_COLOUR = "#7C8799";

const EDITOR_NAMES = {
  CoCo: "CoCo",
  CreationProject1: "Creation Project 1.0",
  CreationProject2: "Creation Project 2.0",
} as const;

/** The site's text colour in dark mode (templates/styles.css): a group title reads as the page's own text. */
export const DARK_TEXT = "#e3e3e3";

const DARK = [
  ".scw-block-body{filter:brightness(.8)}",
  ".scw-block-box{fill:#2a2e35}",
  ".scw-block-box-text{fill:#e3e6ea}",
  // An input with nothing in it (an empty slot, a callback's socket) would be a near-black hole in the dark box
  // colour: it shows a light tint of the block's own colour instead, as an opening in the block.
  ".scw-block-empty{fill:#ffffff;fill-opacity:.3}",
  `.scw-block-line{fill:${DARK_TEXT}}`,
];
/** The dark variant: under the site's data-theme, and under the system's preference where no data-theme is set. */
export const DARK_STYLE = [
  ...DARK.map((rule) => `[data-theme=dark] .scw-blocks ${rule}`),
  `@media (prefers-color-scheme:dark){${DARK.map((rule) => `:root:not([data-theme]) .scw-blocks ${rule}`).join("")}}`,
].join("");

const HEX = /^#[0-9a-f]{3,8}$/i;

export interface BlockPictureProps {
  palette: Palette;
  /** The keys of the blocks to draw, in the palette's order. Default: every block. */
  keys?: string[];
}

/** The text alternative: the widget, the editor, then every block's text. */
export function pictureLabel(palette: Palette, keys?: string[]): string {
  const blocks = palette.blocks.filter((b) => !keys || keys.includes(b.key));
  return `${palette.title}在 ${EDITOR_NAMES[palette.editor]} 中的积木：${blocks.map(blockText).join("；")}`;
}

function PartShape({ placed }: { placed: PlacedPart }) {
  const { part, x, y, width: w, height: h } = placed;
  const baseline = y + h / 2 + 4;
  const centre = x + w / 2;
  switch (part.kind) {
    case "text":
      return (
        <text className="scw-block-text" x={x} y={baseline} fill="#FFFFFF">
          {part.text}
        </text>
      );
    case "widget":
    case "dropdown":
      return (
        <g className={`scw-block-${part.kind}`} data-param={part.kind === "dropdown" ? part.key : undefined}>
          <rect className="scw-block-menu" x={x} y={y} width={w} height={h} rx={4} fill="#000000" fillOpacity={0.18} />
          <text className="scw-block-text" x={centre} y={baseline} textAnchor="middle" fill="#FFFFFF">
            {`${part.kind === "dropdown" ? shownText(part.text) : part.text} \u25be`}
          </text>
        </g>
      );
    case "param":
      return (
        <g className="scw-block-param" data-param={part.key}>
          <rect x={x} y={y} width={w} height={h} rx={h / 2} fill="#FFFFFF" fillOpacity={0.3} />
          <text className="scw-block-text" x={centre} y={baseline} textAnchor="middle" fill="#FFFFFF">
            {part.text}
          </text>
        </g>
      );
    case "code": {
      // The values the blocks in the input receive, as pills, over the empty socket where those blocks go.
      let left = x;
      const pills = part.params.map((text) => {
        const pill = { text, x: left, width: textWidth(text) + 2 * BOX_PAD_X };
        left += pill.width + GAP;
        return pill;
      });
      return (
        <g className="scw-block-code" data-param={part.key}>
          {pills.map((pill) => (
            <g key={pill.text} className="scw-block-param">
              <rect
                x={pill.x}
                y={y}
                width={pill.width}
                height={BOX_H}
                rx={BOX_H / 2}
                fill="#FFFFFF"
                fillOpacity={0.3}
              />
              <text
                className="scw-block-text"
                x={pill.x + pill.width / 2}
                y={y + BOX_H / 2 + 4}
                textAnchor="middle"
                fill="#FFFFFF"
              >
                {pill.text}
              </text>
            </g>
          ))}
          <rect
            className="scw-block-empty"
            x={x}
            y={y + BOX_H + GAP}
            width={w}
            height={h - BOX_H - GAP}
            rx={4}
            fill="#FFFFFF"
          />
        </g>
      );
    }
    case "slot": {
      const r = h / 2;
      const box = part.text === "" ? "scw-block-empty" : "scw-block-box";
      const shape =
        part.valueType === "boolean" ? (
          <path
            className={box}
            d={`M${x},${y + r} l${r},-${r} H${x + w - r} l${r},${r} l-${r},${r} H${x + r} Z`}
            fill="#FFFFFF"
          />
        ) : part.valueType === "color" ? (
          <rect x={x} y={y} width={w} height={h} rx={4} fill={HEX.test(part.text) ? part.text : "#FFFFFF"} />
        ) : (
          <rect className={box} x={x} y={y} width={w} height={h} rx={r} fill="#FFFFFF" />
        );
      return (
        <g className="scw-block-slot" data-param={part.key} data-type={part.valueType}>
          {shape}
          {part.valueType === "color" ? null : (
            <text className="scw-block-box-text" x={centre} y={baseline} textAnchor="middle" fill="#3B3B3B">
              {shownText(part.text)}
            </text>
          )}
        </g>
      );
    }
  }
}

/** The blocks of `palette` (or those of `keys`) as one SVG, top to bottom. */
export function BlockPicture({ palette, keys }: BlockPictureProps) {
  const blocks = palette.blocks.filter((b) => !keys || keys.includes(b.key));
  const picture = placePicture(blocks);
  const label = pictureLabel(palette, keys);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="scw-blocks"
      width={picture.width}
      height={picture.height}
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      role="img"
      aria-label={label}
      data-editor={palette.editor}
      fontFamily="system-ui, -apple-system, Segoe UI, PingFang SC, Microsoft YaHei, sans-serif"
      fontSize={FONT_SIZE}
    >
      <title>{label}</title>
      <style>{DARK_STYLE}</style>
      {picture.blocks.map((placed) => (
        <g key={placed.block.key}>
          {placed.line ? (
            <text
              className="scw-block-line"
              x={placed.line.x}
              y={placed.line.y}
              fontSize={FONT_SIZE - 1}
              fill="#606770"
            >
              {placed.line.text}
            </text>
          ) : null}
          <g
            className="scw-block"
            data-key={placed.block.key}
            data-kind={placed.block.kind}
            data-colour={placed.block.colour ?? "editor"}
            transform={`translate(${placed.x},${placed.y})`}
          >
            <path
              className="scw-block-body"
              d={placed.outline}
              fill={placed.block.colour ?? EDITOR_DEFAULT_COLOUR}
              stroke="#000000"
              strokeOpacity={0.2}
            />
            {placed.parts.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never move; their index is their identity.
              <PartShape key={i} placed={part} />
            ))}
          </g>
        </g>
      ))}
    </svg>
  );
}
