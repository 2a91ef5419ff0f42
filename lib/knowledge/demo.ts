/** The `source_name` of the synthetic demo catalogue that ships with the local service. */
export const DEMO_SOURCE_NAME = 'Demo catalogue (synthetic)';

export const isDemoRecord = (record: { source_name: string | null }): boolean => record.source_name === DEMO_SOURCE_NAME;
