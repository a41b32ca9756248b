/**
 * lodash's `kebabCase`, the slug Docusaurus gives tag labels (`HotUpgrade` → `/tags/hot-upgrade`) and
 * `page: true` authors: Latin letters lose their accents (lodash's `deburr`: `Café` → `cafe`, `Straße` →
 * `strasse`), apostrophes go (`API's` → `apis`, read as `AP`+`Is`), words split at case changes, between
 * letters and digits and at anything else, lower-cased, joined by `-` (`JaneDoe2` → `jane-doe-2`). Other
 * scripts stay as they are (`林木`, `SCW 教程` → `scw-教程`).
 */
export function kebabCase(text: string): string {
  return (
    deburr(text)
      .replace(/['\u2019]/g, "")
      // Case changes split words in Latin letters only (other scripts' letters are one run, as in lodash);
      // after deburr, the Latin letters lodash knows are ASCII.
      .replace(/([a-z\d])([A-Z])/g, "$1 $2")
      .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
      .replace(/(\D)(\d)/g, "$1 $2")
      .replace(/(\d)(\D)/g, "$1 $2")
      .split(BREAKS)
      .filter(Boolean)
      .map((word) => word.toLowerCase())
      .join("-")
  );
}

/**
 * What separates words for lodash: ASCII punctuation and Latin-1's symbols (`ª`, `µ`, `²`, `×`), general
 * punctuation and spaces. Anything else is part of a word, so `配置、部署` stays one. (lodash's finer rule for
 * such a letter before a capital, `控件（Widget）` → `控件（-widget）`, is not followed.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters separate words, as in lodash
const BREAKS = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xbf\xd7\xf7\u1680\u180e\u2000-\u206f\u3000\ufeff]+/;

/** The letters of Latin-1 Supplement and Latin Extended-A that have no canonical decomposition, as lodash spells them. */
const LETTERS: Record<string, string> = {
  Æ: "Ae",
  æ: "ae",
  Ð: "D",
  ð: "d",
  Ø: "O",
  ø: "o",
  Þ: "Th",
  þ: "th",
  ß: "ss",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ĳ: "IJ",
  ĳ: "ij",
  ĸ: "k",
  Ŀ: "L",
  ŀ: "l",
  Ł: "L",
  ł: "l",
  ŉ: "'n",
  Ŋ: "N",
  ŋ: "n",
  Œ: "Oe",
  œ: "oe",
  Ŧ: "T",
  ŧ: "t",
  ſ: "s",
};

/**
 * lodash's `deburr`: only Latin-1 Supplement and Latin Extended-A letters are rewritten (NFD on every script
 * would split Hangul syllables), then combining marks are removed wherever they are.
 */
function deburr(text: string): string {
  return text
    .replace(/[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g, (ch) => LETTERS[ch] ?? ch.normalize("NFD"))
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, "");
}
