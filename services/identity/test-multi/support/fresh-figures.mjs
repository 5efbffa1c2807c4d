import { rmSync } from 'node:fs';
import { join } from 'node:path';

// Each run starts the figures file afresh (support/figures.ts appends to it).
export default function freshFigures() {
  rmSync(process.env.MULTI_FIGURES_FILE ?? join(import.meta.dirname, '..', '..', '..', '..', '.tmp', 'multi-instance-figures.txt'), { force: true });
}
