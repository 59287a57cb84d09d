/** Types of bundle-sizes.mjs for its test (tests/build/functions-bundle.test.ts). */
export interface MetafileOutput {
  bytes: number;
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput: number }>;
  imports: { path: string; kind: string; external?: boolean }[];
}
export interface Metafile {
  outputs: Record<string, MetafileOutput>;
}
export function closures(
  metafile: Metafile,
  indexSource: string,
): {
  entryPath: string;
  entry: string[];
  functions: Record<string, { handlerSource: string; handler: string[] }>;
  outputs: Record<string, MetafileOutput>;
};
