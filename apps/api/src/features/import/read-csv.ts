// CSV files as arrays of records keyed by header; the BOM some exports start with is dropped.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export type CsvRecord = Record<string, string>;

export function parseCsv(text: string | Buffer): CsvRecord[] {
  return parse(text, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as CsvRecord[];
}

export function readCsvFile(file: string): CsvRecord[] {
  return parseCsv(readFileSync(file));
}
