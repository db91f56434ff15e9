// Run by tables.bench.ts in a fresh process: prints the CPU milliseconds of the FIRST
// `tablesFromJson` call on the 38 seed tables (schema build, first parse, no warm JIT), after the
// modules are loaded (their load time is the CLI rows' business).
import { redhackTables } from '@rollwright/redhack-core';
import { tableToJson } from '@rollwright/tables';
import { tablesFromJson } from '@rollwright/tables/json';
import { vocationsTables } from '@rollwright/vocations-2d6';

const doc = JSON.stringify({ tables: [...redhackTables, ...vocationsTables].map(tableToJson) });
// CPU time (user + system) of this process, so waiting for a core on a shared machine is left out.
const t0 = process.cpuUsage();
const n = tablesFromJson(doc).tables.size;
const t = process.cpuUsage(t0);
process.stdout.write(`${(t.user + t.system) / 1000} ${n}\n`);
