/** Commands go through callables; the Functions SDK loads with the first one. */
export async function call<Output>(name: string, input: unknown): Promise<Output> {
  const { callFunction } = await import('./functions');
  return callFunction<Output>(name, input);
}
