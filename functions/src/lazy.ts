/**
 * How a function loads only what it runs (issue 46): index.ts declares every function with its
 * trigger and options (what the CLI's discovery reads), and its handler is `lazy(() =>
 * import('./module'), 'name')`: the module, its own chunk of lib/ (build.mjs splits one per
 * dynamic import), is imported on the first event or call of that function's instance and kept
 * for the next. Nothing a handler imports (firebase-admin, the domain's schemas) loads in an
 * instance that never runs it, nor in the discovery.
 */
type Handler = (...args: never[]) => unknown;

/** The export `name` of the module `load` imports, as a handler that imports it on its first call. */
export function lazy<Module extends Record<Name, Handler>, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) {
  type Args = Parameters<Module[Name]>;
  type Result = Awaited<ReturnType<Module[Name]>>;
  let loaded: Promise<(...args: Args) => Result | Promise<Result>> | undefined;
  return async (...args: Args): Promise<Result> => {
    loaded ??= load().then(
      (module) => module[name] as unknown as (...args: Args) => Result | Promise<Result>,
      (error: unknown) => {
        loaded = undefined; // the next call tries again
        throw error;
      },
    );
    return (await loaded)(...args);
  };
}
