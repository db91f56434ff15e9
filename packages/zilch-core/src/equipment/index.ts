export type { WeaponName, WeaponCategory, WeaponDelivery, Weapon, Armor, Shield, Gear, Item } from './items.js';
export { WEAPON_DAMAGE, WEAPONS, ARMORS, SHIELDS, weaponDamage } from './items.js';
export type { Equipment } from './equipment.js';
export {
  MAX_HANDY_ITEMS,
  NO_EQUIPMENT,
  handsUsed,
  validateEquipment,
  damageResistance,
  guardedShieldBonus,
  isOverProficiency,
} from './equipment.js';
