/** `npm run build`'s last step: the data folder a first start of the embedded PostgreSQL copies (src/databaseTemplate.ts). */
import { makeDatabaseTemplate } from '../src/databaseTemplate'

await makeDatabaseTemplate()
process.exit(0)
