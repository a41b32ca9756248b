import mime from "mime";

/** Text types sent with their charset (nginx's `charset_types` in deploy/nginx.conf, plus HTML). */
const WITH_CHARSET = /^(text\/|application\/(json|xml|javascript|manifest\+json)$)/;

/**
 * The Content-Type of a served file, from the `mime` package's table (the IANA registry plus common types:
 * `.mp4`, `.ttf`, `.map`, `.webmanifest`, … which a hand-kept list missed); unknown extensions are bytes.
 */
export function contentType(file: string): string {
  const type = mime.getType(file) ?? "application/octet-stream";
  return WITH_CHARSET.test(type) ? `${type}; charset=utf-8` : type;
}

/** Worth gzipping: text formats (images, fonts and video are compressed already). */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/.test(type);
}
