// Dice notation: parser, formatter, compiler, rollers (RNG and results-first) and exact distributions.
export type {
  Span,
  CompareOp,
  ComparePoint,
  RerollClause,
  ExplodeClause,
  KeepClause,
  NumberNode,
  NegateNode,
  BinaryNode,
  DiceNode,
  UsageSides,
  UsageDieNode,
  UniqueClause,
  SortClause,
  GroupNode,
  FunctionName,
  CallNode,
  TestNode,
  DiceExpr,
} from './ast.js';
export type { DiceNotationErrorReason } from './DiceNotationError.js';
export { DiceNotationError } from './DiceNotationError.js';
export { DiceFaceError } from './DiceFaceError.js';
export {
  MAX_NOTATION_LENGTH,
  MAX_DICE,
  MAX_SIDES,
  MAX_NUMBER,
  MAX_CHAIN_DEPTH,
  MAX_AST_DEPTH,
  MAX_AST_NODES,
  MAX_ROLLED_DICE,
  MAX_GROUP_ITEMS,
} from './limits.js';
export type { SafeParseResult } from './parse.js';
export { parse, safeParse } from './parse.js';
export { format } from './format.js';
export type { Rounding } from './internal.js';
export type { CompileOptions, Formula, FormulaTerm, FormulaGroup } from './compile.js';
export { compile } from './compile.js';
export type { DieRecord, TermResult, RollResult, GroupResult } from './RollResult.js';
export { roll, rollTotal } from './roll.js';
export type { DiceRequest, RollSession } from './beginRoll.js';
export { beginRoll } from './beginRoll.js';
export type { DamageSides } from './ladder.js';
export { DAMAGE_LADDER, DieSizeError, stepDamageDie, stepDown, stepUp } from './ladder.js';
export type { DistributionOptions } from './distribution.js';
export { distribution, expectedValue } from './distribution.js';
export { estimateDistribution } from './estimateDistribution.js';
