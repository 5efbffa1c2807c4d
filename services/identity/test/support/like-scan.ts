import type { DataSource } from 'typeorm';

/**
 * The baseline the user search must equal: every word a LIKE '%word%' on the three columns (a
 * word under 3 characters: starts with), pattern characters taken literally, ids in order.
 */
export async function likeScan(dataSource: DataSource, text: string): Promise<number[]> {
  const words = text.trim().split(/\s+/u);
  const escape = dataSource.options.type === 'better-sqlite3' ? " ESCAPE '\\'" : '';
  const parameters: string[] = [];
  const conditions = words.map((word) => {
    const escaped = word.replace(/[\\%_]/gu, (character) => `\\${character}`);
    const pattern = Array.from(word).length >= 3 ? `%${escaped}%` : `${escaped}%`;
    parameters.push(pattern, pattern, pattern);
    return `(first_name LIKE ?${escape} OR last_name LIKE ?${escape} OR email LIKE ?${escape})`;
  });
  const rows = (await dataSource.query(`SELECT id FROM users WHERE ${conditions.join(' AND ')} ORDER BY id`, parameters)) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}
