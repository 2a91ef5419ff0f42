import { AB_TEST_FIELDS, type AbTest } from '../lib/knowledge/schemas';

/** The table's columns in the order of the interface (and of the SQL table). */
export const COLUMNS = AB_TEST_FIELDS;
export type Column = (typeof COLUMNS)[number];

/** Postgres type of each column, for casting filter values. */
export const COLUMN_TYPES: Record<Column, 'uuid' | 'text' | 'double precision' | 'integer'> = {
  id: 'uuid',
  title: 'text',
  result: 'text',
  uplift_percent: 'double precision',
  website_section: 'text',
  element_tested: 'text',
  key_insight: 'text',
  actionable_rule: 'text',
  psychological_principle: 'text',
  control_description: 'text',
  variation_description: 'text',
  brand: 'text',
  industry: 'text',
  page_type: 'text',
  source_name: 'text',
  source_url: 'text',
  quality_grade: 'text',
  device: 'text',
  sample_size: 'integer',
};

export function isColumn(name: string): name is Column {
  return (COLUMNS as readonly string[]).includes(name);
}

export type { AbTest };
