/**
 * `npm run lint`'s doc check: fails when a tracked file cites the original brief by section, or
 * when a reference to a doc (a `docs/<path>.md#<anchor>` anywhere, a relative link in Markdown)
 * names a file or a heading that does not exist. Run alone with `npx tsx scripts/check-doc-links.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BRIEF_CITATION,
  type DocReference,
  headingAnchors,
  markdownLinks,
  rootReferences,
} from './doc-links.ts';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = headingAnchors(readFileSync(path.join(root, file), 'utf8'));
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

function problemWith(citingFile: string, reference: DocReference): string | null {
  const folder = reference.base === 'root' ? '' : path.posix.dirname(citingFile);
  const target = reference.target === '' ? citingFile : path.posix.join(folder, reference.target);
  if (!existsSync(path.join(root, target))) return `${target} does not exist`;
  if (reference.anchor === null || !target.endsWith('.md')) return null;
  return anchorsOf(target).has(reference.anchor)
    ? null
    : `${target} has no heading for #${reference.anchor}`;
}

const problems: string[] = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (text.includes('\0')) continue;
  text.split('\n').forEach((line, index) => {
    if (line.includes(BRIEF_CITATION)) {
      problems.push(`${file}:${index + 1}: cites the original brief; cite docs/product instead`);
    }
  });
  const references = [
    ...rootReferences(text),
    ...(file.endsWith('.md') ? markdownLinks(text) : []),
  ];
  for (const reference of references) {
    const problem = problemWith(file, reference);
    if (problem) problems.push(`${file}:${reference.line}: ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} doc reference problem(s).`);
  process.exit(1);
}
console.log(`Doc references: ${files.length} tracked files checked, all resolve.`);
