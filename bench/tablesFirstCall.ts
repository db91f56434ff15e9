// Run by tables.bench.ts in a fresh process: prints the milliseconds of the FIRST
// `tablesFromJson` call on the 38 seed tables (schema build, first parse, no warm JIT), after the
// modules are loaded (their load time is the CLI rows' business).
import { redhackTables } from '@rollwright/redhack-core';
import { tableToJson } from '@rollwright/tables';
import { tablesFromJson } from '@rollwright/tables/json';
import { vocationsTables } from '@rollwright/vocations-2d6';

const doc = JSON.stringify({ tables: [...redhackTables, ...vocationsTables].map(tableToJson) });
const t0 = performance.now();
const n = tablesFromJson(doc).tables.size;
process.stdout.write(`${performance.now() - t0} ${n}\n`);
