export const CAMPAIGN_MAP_CALL_NAMES = ['map.get', 'map.image', 'map.create', 'map.update', 'map.setImage', 'map.edit', 'map.undo'] as const;
