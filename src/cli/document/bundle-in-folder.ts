/**
 * A document and the files its `$ref`s name, bundled by Redocly's bundler into one object whose refs
 * are internal (`file.yaml#/Name` hoisted into `#/components/<kind>/Name`, so schemas keep their
 * names). Redocly would read any file and fetch any URL a ref names; here every file comes through
 * DocumentFolder instead: only files inside the document's folder, within the size and alias limits.
 * Redocly is imported lazily: it is big, and only commands that read a multi-file document need it.
 */
import { DocumentInputError } from './document-input-error.js';
import { DocumentFolder } from './document-folder.js';
import { loadCommonJs } from './read-document-file.js';

export interface BundleProblem {
  message: string;
  severity: 'error' | 'warn';
  /** JSON pointer of the ref in the document, e.g. `#/paths/~1a/get`, when Redocly knows it. */
  pointer?: string;
  /** The problem is a file DocumentFolder refused (outside the folder, a URL, over a limit). */
  refused: boolean;
}

export interface FolderBundle {
  /** The bundled document; a ref that could not be resolved stays as it was, with a problem. */
  document: unknown;
  problems: BundleProblem[];
}

/** Bundles the document at `path`; throws DocumentInputError when the document itself is refused. */
export async function bundleInFolder(path: string): Promise<FolderBundle> {
  const { BaseResolver, ResolveError, Source, bundle, createConfig } = await loadCommonJs(
    import('@redocly/openapi-core'),
  );
  const folder = new DocumentFolder(path);
  const refusals: string[] = [];
  class FolderResolver extends BaseResolver {
    override async loadExternalRef(absoluteRef: string) {
      try {
        return new Source(absoluteRef, await folder.read(absoluteRef));
      } catch (error) {
        if (error instanceof DocumentInputError) refusals.push(error.message);
        throw new ResolveError(error as Error);
      }
    }
  }
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    const config = await createConfig({});
    result = await bundle({ ref: path, config, dereference: false, externalRefResolver: new FolderResolver() });
  } catch (error) {
    // The document itself refused: the same error as reading it directly would give.
    if (error instanceof ResolveError && error.originalError instanceof DocumentInputError) throw error.originalError;
    throw error;
  }
  const problems = result.problems.map((problem) => ({
    message: problem.message,
    severity: problem.severity === 'error' ? ('error' as const) : ('warn' as const),
    pointer: problem.location[0]?.pointer,
    refused: refusals.some((refusal) => problem.message.includes(refusal)),
  }));
  return { document: result.bundle.parsed, problems };
}
