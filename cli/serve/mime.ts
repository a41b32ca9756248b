const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

export function contentType(file: string): string {
  const dot = file.lastIndexOf(".");
  return TYPES[dot >= 0 ? file.slice(dot).toLowerCase() : ""] ?? "application/octet-stream";
}

/** Worth gzipping: text formats (images and fonts are compressed already). */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type);
}
