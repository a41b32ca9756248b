import { Component, type ReactNode } from "react";
import { StringsContext } from "./strings-context.ts";

/** The message and its `cause` chain, as behaviours §6.2 prints it. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  while (e) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join("\n\nCause:\n");
}

interface Props {
  children: ReactNode;
  /** Called by "Try again"; the boundary re-renders its children once it settles (fresh data by then). */
  onRetry?: () => Promise<void> | void;
}

/** Catches render errors of the page content; navbar and footer stay usable. */
export class ErrorBoundary extends Component<Props, { error?: unknown }> {
  state: { error?: unknown } = {};
  static contextType = StringsContext;
  declare context: React.ContextType<typeof StringsContext>;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    const s = this.context;
    if (!s) throw new Error("docsgen: a template rendered outside <StringsContext>");
    return (
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">{s.crashTitle}</h1>
            <div className="margin-vert--lg">
              <button
                type="button"
                className="button button--primary shadow--lw"
                onClick={() => {
                  void Promise.resolve(this.props.onRetry?.())
                    .catch(() => {})
                    .finally(() => this.setState({ error: undefined }));
                }}
              >
                {s.tryAgain}
              </button>
            </div>
            <hr />
            <div className="margin-vert--md">
              <p className="crashMessage">{errorText(this.state.error)}</p>
            </div>
          </div>
        </div>
      </main>
    );
  }
}
