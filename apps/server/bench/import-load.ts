// A library past what the seed writes (issue 32: a million prompts) is loaded the way a big library
// comes in: through the server's own import, as the bench's importer (an admin, so the prompts are
// published and counted). The prompts are made as the seed makes them (seed.ts promptMaker), written
// as CSV files of FILE_ROWS rows (under the import's 200,000-row and 100 MB limits: a third of the
// rows are in scripts of two and three bytes a character, 100,000 rows passed 100 MB) to disk, and sent
// one after another, each a job polled to the end, with the server's RSS watched throughout.

import { once } from 'node:events';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_CSV_COLUMNS, EXPORT_NAME_SEPARATOR } from '@prompt-lib/contract';
import { stringify } from 'csv-stringify';
import { DEMO_CATEGORIES, DEMO_TAGS } from '../src/db/demo/content/taxonomy.ts';
import { type Imported, importFiles } from './bulk.ts';
import { promptMaker } from './seed.ts';
import { createRandom, type Vocabulary } from './vocabulary.ts';

const FILE_ROWS = 50_000;

/** Writes `rows` generated prompts as an import CSV; its path. */
async function writeFile(dir: string, index: number, rows: number, next: ReturnType<typeof promptMaker>) {
  const file = path.join(dir, `library-${index}.csv`);
  const out = createWriteStream(file);
  const csv = stringify({ header: true, columns: [...EXPORT_CSV_COLUMNS] });
  csv.pipe(out);
  for (let i = 0; i < rows; i++) {
    const prompt = next();
    const row = {
      title: `${prompt.title} (${index}.${i + 1})`,
      content: prompt.content,
      previewText: prompt.preview,
      categories: prompt.categories.map((c) => DEMO_CATEGORIES[c]).join(EXPORT_NAME_SEPARATOR),
      tags: prompt.tags.map((t) => DEMO_TAGS[t]).join(EXPORT_NAME_SEPARATOR),
      status: 'published',
      visibility: 'public',
      language: prompt.language,
    };
    if (!csv.write(row)) await once(csv, 'drain');
  }
  csv.end();
  await once(out, 'finish');
  return file;
}

/** Imports `count` generated prompts through the server in files of FILE_ROWS; the whole load's figures. */
export async function importPrompts(
  base: string,
  token: string,
  count: number,
  vocabulary: Vocabulary,
  rssMb: () => number,
): Promise<Imported> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'promptlib-bench-import-'));
  const next = promptMaker(vocabulary, createRandom(13));
  // Each file is written before its import starts (only the import is timed) and removed after it.
  async function* files() {
    for (let index = 1, left = count; left > 0; index++, left -= FILE_ROWS) {
      const file = await writeFile(dir, index, Math.min(FILE_ROWS, left), next);
      yield await openAsBlob(file, { type: 'text/csv' });
      rmSync(file);
      console.log(
        `imported ${(count - left + Math.min(FILE_ROWS, left)).toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`,
      );
    }
  }
  try {
    return await importFiles(base, token, files(), rssMb);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
