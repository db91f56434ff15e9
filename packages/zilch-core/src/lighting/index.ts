export type { LightLevel, Vision, Sight, LightSource, LightSourceName, LitBy } from './lighting.js';
export {
  LIGHT_LEVELS,
  VISIONS,
  SIGHT_TABLE,
  LIGHT_SOURCES,
  MAX_LIGHT_DISTANCE,
  assertLightLevel,
  assertVision,
  lightFrom,
  lightLevelAt,
  sight,
  noticeTestDistribution,
  rollNoticeTest,
} from './lighting.js';
