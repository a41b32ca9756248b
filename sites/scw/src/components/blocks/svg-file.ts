import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlockPicture, type BlockPictureProps } from "./BlockPicture.tsx";

// The picture as a standalone .svg file: the same markup the page will inline (React's static markup is
// well-formed XML for these elements), one element a line so a changed picture reads as a short diff. The
// line breaks fall between elements only (text, titles and the style hold no "><"), where SVG ignores them.
// Used for the committed pictures the tests compare.

/** The SVG file text of `BlockPicture` with these props. */
export function blockPictureFile(props: BlockPictureProps): string {
  return `${renderToStaticMarkup(createElement(BlockPicture, props)).replaceAll("><", ">\n<")}\n`;
}
