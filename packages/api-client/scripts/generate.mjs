// `npm run generate -w @weather/api-client`: refreshes openapi.json and src/schema.d.ts from the
// identity service. Commit both files with the service change that caused them.
import { relative } from 'node:path';
import { generateInto, outputs, parseArguments, sourceDocument } from './codegen.mjs';

try {
  const options = parseArguments(process.argv.slice(2));
  await generateInto(options.packageDir, sourceDocument(options));
  for (const file of Object.values(outputs)) console.log(`wrote ${relative(process.cwd(), `${options.packageDir}/${file}`)}`);
} catch (error) {
  console.error(`api-client generate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
