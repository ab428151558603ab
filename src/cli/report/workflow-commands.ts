/**
 * GitHub Actions workflow commands (`::error title=...::message`), which the runner turns into
 * annotations on the run and the pull request. The runner reads them from the step's stdout, one a
 * line, so the message and the properties are escaped as the runner unescapes them: `%`, CR and LF
 * everywhere, and `:` and `,` in properties too.
 */

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  line?: number;
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function workflowCommand(
  level: AnnotationLevel,
  message: string,
  properties: AnnotationProperties = {},
): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${level}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
