-- The A/B test catalogue: table, search document, embeddings, access rules and the SQL
-- functions behind search_tests, get_patterns and the vector match (match_ab_tests).
-- This file is the single definition: the local server runs it unchanged on PGlite and a
-- Supabase project runs it as a migration. Supabase-only pieces are guarded so they also run
-- on a bare Postgres (roles created when missing, the `extensions` schema created if absent).

-- Roles PostgREST switches to. Supabase has them; a bare Postgres / PGlite does not.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists vector with schema extensions;

-- The record: exactly the fields of the interface, nothing more, so that select=* returns them.
create table if not exists public.ab_tests (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 500),
  result text not null check (result in ('winner', 'loser', 'inconclusive')),
  uplift_percent double precision,
  website_section text not null check (
    website_section in ('hero', 'cta', 'trust', 'product_demo', 'differentiation', 'global', 'doors', 'resources')
  ),
  element_tested text,
  key_insight text,
  actionable_rule text,
  psychological_principle text,
  control_description text,
  variation_description text,
  brand text,
  industry text,
  page_type text,
  source_name text,
  source_url text,
  quality_grade text check (quality_grade in ('A', 'B', 'C')),
  device text,
  sample_size integer check (sample_size >= 0)
);

create index if not exists ab_tests_section_principle_idx
  on public.ab_tests (website_section, psychological_principle);

-- The weighted full-text document of a record. Immutable so that it can back an expression
-- index; search_tests must spell the same call for the planner to use that index.
create or replace function public.ab_tests_document(
  title text, element_tested text, psychological_principle text, key_insight text,
  actionable_rule text, control_description text, variation_description text,
  brand text, industry text, page_type text
) returns tsvector
-- A high cost tells the planner that rebuilding documents row by row is expensive, so that
-- searches use the expression index even when the query is a parameter.
language sql immutable parallel safe cost 5000
as $$
  select
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig,
      coalesce(element_tested, '') || ' ' || coalesce(psychological_principle, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig,
      coalesce(key_insight, '') || ' ' || coalesce(actionable_rule, '') || ' ' ||
      coalesce(control_description, '') || ' ' || coalesce(variation_description, '')), 'C') ||
    setweight(to_tsvector('english'::regconfig,
      coalesce(brand, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(page_type, '')), 'D')
$$;

-- fastupdate off: the catalogue is read far more than written, and a pending list of new
-- entries would be scanned by every search until the next vacuum.
create index if not exists ab_tests_document_idx on public.ab_tests using gin (
  public.ab_tests_document(title, element_tested, psychological_principle, key_insight,
    actionable_rule, control_description, variation_description, brand, industry, page_type)
) with (fastupdate = off);
create index if not exists ab_tests_title_document_idx on public.ab_tests
  using gin (to_tsvector('english'::regconfig, title)) with (fastupdate = off);
alter index public.ab_tests_document_idx set (fastupdate = off);
alter index public.ab_tests_title_document_idx set (fastupdate = off);

-- Embeddings live beside the table, out of select=*, and anon cannot read them directly.
-- Each record has one vector of its whole text ('record') and one per short part (title,
-- variation, rule, element; 'insight' is allowed too), so a short query can meet a short passage.
create table if not exists public.ab_test_embeddings (
  test_id uuid not null references public.ab_tests (id) on delete cascade,
  part text not null check (part in ('record', 'title', 'variation', 'insight', 'rule', 'element')),
  model text not null,
  embedding extensions.vector not null,
  primary key (test_id, part)
);

-- Access: anon and authenticated may SELECT the catalogue and nothing else.
alter table public.ab_tests enable row level security;
alter table public.ab_test_embeddings enable row level security;
revoke all on public.ab_tests from public, anon, authenticated;
revoke all on public.ab_test_embeddings from public, anon, authenticated;
grant select on public.ab_tests to anon, authenticated;
grant all on public.ab_tests, public.ab_test_embeddings to service_role;
grant usage on schema public to anon, authenticated, service_role;

drop policy if exists "catalogue is readable by everyone" on public.ab_tests;
create policy "catalogue is readable by everyone" on public.ab_tests
  for select to anon, authenticated using (true);
-- No policy on ab_test_embeddings: only match_ab_tests (security definer) reads it.

-- Turns the web-search syntax into "any of the words": positive terms are OR-ed, quoted
-- phrases stay phrases, and -excluded terms must all be absent.
create or replace function public.any_words_tsquery(query_text text) returns tsquery
language plpgsql immutable
as $$
declare
  strict_text text := websearch_to_tsquery('english'::regconfig, query_text)::text;
  part text;
  positives text[] := '{}';
  negatives text[] := '{}';
begin
  if strict_text = '' then
    return ''::tsquery;
  end if;
  foreach part in array string_to_array(strict_text, ' & ') loop
    if left(part, 1) = '!' then
      negatives := negatives || part;
    else
      positives := positives || ('(' || part || ')');
    end if;
  end loop;
  if cardinality(positives) = 0 then
    return ''::tsquery;
  end if;
  return ('(' || array_to_string(positives, ' | ') || ')' ||
    case when cardinality(negatives) = 0 then '' else ' & ' || array_to_string(negatives, ' & ') end
  )::tsquery;
end
$$;

-- Argument rules shared by the search functions; errcode 22023 is a 400 in PostgREST.
create or replace function public.check_search_arguments(
  text_name text, text_value text, max_results integer
) returns void
language plpgsql immutable
as $$
begin
  if text_value is null or btrim(text_value) = '' then
    raise exception using errcode = '22023',
      message = text_name || ' is required and must be a non-empty string',
      hint = 'Send the words to search for in ' || text_name || '.';
  end if;
  if length(text_value) > 500 then
    raise exception using errcode = '22023',
      message = text_name || ' must be at most 500 characters (got ' || length(text_value) || ')',
      hint = 'Shorten the query.';
  end if;
  if max_results is null or max_results < 1 or max_results > 100 then
    raise exception using errcode = '22023',
      message = 'max_results must be an integer between 1 and 100 (got ' || coalesce(max_results::text, 'null') || ')',
      hint = 'Ask for 1 to 100 results.';
  end if;
end
$$;

create or replace function public.check_section(argument_name text, section text) returns void
language plpgsql immutable
as $$
begin
  if section is not null and section not in
    ('hero', 'cta', 'trust', 'product_demo', 'differentiation', 'global', 'doors', 'resources') then
    raise exception using errcode = '22023',
      message = argument_name || ' must be one of hero, cta, trust, product_demo, differentiation, global, doors, resources (got "' || section || '")',
      hint = 'Use one of the eight website_section values, or leave ' || argument_name || ' out.';
  end if;
end
$$;

-- Keyword search: records containing any of the words, ranked by the BM25-style rarity (idf)
-- of the words they match, doubled for words in the title. Matches and each word's hits come
-- from the expression indexes (no document is rebuilt per row, except to check a phrase).
create or replace function public.search_tests(
  query_text text,
  max_results integer default 10,
  section_filter text default null,
  result_filter text default null,
  principle_filter text default null
) returns table (
  id uuid, title text, result text, uplift_percent double precision, website_section text,
  element_tested text, key_insight text, actionable_rule text, psychological_principle text,
  control_description text, variation_description text, brand text, industry text,
  page_type text, source_name text, source_url text, quality_grade text, device text,
  sample_size integer, rank real
)
language plpgsql stable
set search_path = public
as $$
#variable_conflict use_column
declare
  full_query tsquery;
begin
  perform public.check_search_arguments('query_text', query_text, max_results);
  perform public.check_section('section_filter', section_filter);
  if result_filter is not null and result_filter not in ('winner', 'loser', 'inconclusive') then
    raise exception using errcode = '22023',
      message = 'result_filter must be one of winner, loser, inconclusive (got "' || result_filter || '")',
      hint = 'Use winner, loser or inconclusive, or leave result_filter out.';
  end if;
  full_query := public.any_words_tsquery(query_text);
  return query
  with matches as materialized (
    -- One index scan for the whole query; only phrases make Postgres recheck rows.
    select a.id
    from public.ab_tests a
    where public.ab_tests_document(a.title, a.element_tested, a.psychological_principle,
      a.key_insight, a.actionable_rule, a.control_description, a.variation_description,
      a.brand, a.industry, a.page_type) @@ full_query
  ),
  terms as (
    select distinct quote_literal(lexeme)::tsquery as term
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, query_text))) as lexeme
  ),
  term_hits as (
    select terms.term, a.id
    from terms
    join public.ab_tests a
      on public.ab_tests_document(a.title, a.element_tested, a.psychological_principle,
        a.key_insight, a.actionable_rule, a.control_description, a.variation_description,
        a.brand, a.industry, a.page_type) @@ terms.term
  ),
  total as (select count(*)::double precision as n from public.ab_tests),
  term_weights as (
    select term_hits.term, ln(1 + (total.n - count(*) + 0.5) / (count(*) + 0.5)) as idf
    from term_hits cross join total
    group by term_hits.term, total.n
  ),
  title_hits as (
    select terms.term, a.id
    from terms
    join public.ab_tests a on to_tsvector('english'::regconfig, a.title) @@ terms.term
  ),
  scores as (
    select s.id, sum(s.weight)::real as rank
    from (
      select h.id, w.idf as weight from term_hits h join term_weights w using (term)
      union all
      select h.id, w.idf as weight from title_hits h join term_weights w using (term)
    ) s
    group by s.id
  )
  select a.id, a.title, a.result, a.uplift_percent, a.website_section, a.element_tested,
    a.key_insight, a.actionable_rule, a.psychological_principle, a.control_description,
    a.variation_description, a.brand, a.industry, a.page_type, a.source_name, a.source_url,
    a.quality_grade, a.device, a.sample_size, scores.rank
  from matches
  join scores on scores.id = matches.id
  join public.ab_tests a on a.id = matches.id
  where (section_filter is null or a.website_section = section_filter)
    and (result_filter is null or a.result = result_filter)
    and (principle_filter is null or lower(a.psychological_principle) = lower(principle_filter))
  order by scores.rank desc, a.title, a.id
  limit max_results;
end
$$;

-- Vector match behind semantic search. Security definer: it may read the embeddings that
-- anon cannot. A record's score is the mean of the cosine with its whole text and the best
-- cosine with one of its parts; the semantic-search function calibrates it to 0–1.
create or replace function public.match_ab_tests(
  query_embedding extensions.vector,
  match_threshold double precision default 0,
  match_count integer default 10
) returns table (
  id uuid, title text, result text, uplift_percent double precision, website_section text,
  element_tested text, key_insight text, actionable_rule text, psychological_principle text,
  control_description text, variation_description text, brand text, industry text,
  page_type text, source_name text, source_url text, quality_grade text, device text,
  sample_size integer, similarity double precision
)
language plpgsql stable security definer
set search_path = public, extensions
as $$
#variable_conflict use_column
begin
  if match_count is null or match_count < 1 or match_count > 100 then
    raise exception using errcode = '22023',
      message = 'match_count must be an integer between 1 and 100 (got ' || coalesce(match_count::text, 'null') || ')';
  end if;
  return query
  with cosines as (
    select e.test_id, e.part, 1 - (e.embedding <=> query_embedding) as cosine
    from public.ab_test_embeddings e
  ),
  scores as (
    select c.test_id,
      max(c.cosine) filter (where c.part = 'record') as whole,
      max(c.cosine) filter (where c.part <> 'record') as best_part
    from cosines c
    group by c.test_id
  ),
  combined as (
    select s.test_id, 0.5 * s.whole + 0.5 * coalesce(s.best_part, s.whole) as similarity
    from scores s
  )
  select t.id, t.title, t.result, t.uplift_percent, t.website_section, t.element_tested,
    t.key_insight, t.actionable_rule, t.psychological_principle, t.control_description,
    t.variation_description, t.brand, t.industry, t.page_type, t.source_name, t.source_url,
    t.quality_grade, t.device, t.sample_size, m.similarity
  from combined m
  join public.ab_tests t on t.id = m.test_id
  where m.similarity >= coalesce(match_threshold, 0)
  order by m.similarity desc, t.id
  limit match_count;
end
$$;

-- Patterns: one row per (section, principle) resting on at least min_tests tests.
create or replace function public.get_patterns(
  section_name text default null,
  min_tests integer default 3
) returns table (
  website_section text, psychological_principle text, test_count integer, winner_count integer,
  loser_count integer, inconclusive_count integer, win_rate double precision,
  avg_uplift_percent double precision, median_uplift_percent double precision,
  top_rules text[], example_test_ids uuid[]
)
language plpgsql stable
set search_path = public
as $$
#variable_conflict use_column
declare
  minimum integer := coalesce(min_tests, 3);
begin
  perform public.check_section('section_name', section_name);
  if minimum < 1 or minimum > 10000 then
    raise exception using errcode = '22023',
      message = 'min_tests must be an integer between 1 and 10000 (got ' || minimum || ')',
      hint = 'Leave min_tests out for the default of 3.';
  end if;
  return query
  with base as (
    select a.id, a.website_section, a.psychological_principle, a.result, a.uplift_percent,
      a.actionable_rule,
      row_number() over (
        partition by a.website_section, a.psychological_principle
        order by (a.result = 'winner') desc, a.uplift_percent desc nulls last, a.id
      ) as strength
    from public.ab_tests a
    where a.psychological_principle is not null
      and (section_name is null or a.website_section = section_name)
  ),
  groups as (
    select b.website_section, b.psychological_principle,
      count(*)::integer as test_count,
      (count(*) filter (where b.result = 'winner'))::integer as winner_count,
      (count(*) filter (where b.result = 'loser'))::integer as loser_count,
      (count(*) filter (where b.result = 'inconclusive'))::integer as inconclusive_count,
      round((avg(b.uplift_percent) filter (where b.result = 'winner'))::numeric, 2)::double precision
        as avg_uplift_percent,
      round((percentile_cont(0.5) within group (order by b.uplift_percent)
        filter (where b.result = 'winner'))::numeric, 2)::double precision as median_uplift_percent,
      array_agg(b.id order by b.strength) filter (where b.strength <= 5) as example_test_ids
    from base b
    group by b.website_section, b.psychological_principle
    having count(*) >= minimum
  ),
  rules as (
    select b.website_section, b.psychological_principle, b.actionable_rule,
      row_number() over (
        partition by b.website_section, b.psychological_principle
        order by max(b.uplift_percent) desc nulls last, b.actionable_rule
      ) as position
    from base b
    where b.result = 'winner' and b.actionable_rule is not null
    group by b.website_section, b.psychological_principle, b.actionable_rule
  ),
  top_rules as (
    select r.website_section, r.psychological_principle,
      array_agg(r.actionable_rule order by r.position) as rules
    from rules r
    where r.position <= 3
    group by r.website_section, r.psychological_principle
  )
  select g.website_section, g.psychological_principle, g.test_count, g.winner_count,
    g.loser_count, g.inconclusive_count,
    round(g.winner_count::numeric / g.test_count, 4)::double precision as win_rate,
    g.avg_uplift_percent, g.median_uplift_percent,
    coalesce(t.rules, '{}'::text[]), g.example_test_ids
  from groups g
  left join top_rules t
    on t.website_section = g.website_section and t.psychological_principle = g.psychological_principle
  order by g.website_section, win_rate desc, g.test_count desc, g.psychological_principle;
end
$$;

revoke all on function public.search_tests(text, integer, text, text, text) from public;
revoke all on function public.match_ab_tests(extensions.vector, double precision, integer) from public;
revoke all on function public.get_patterns(text, integer) from public;
grant execute on function public.search_tests(text, integer, text, text, text) to anon, authenticated, service_role;
grant execute on function public.match_ab_tests(extensions.vector, double precision, integer) to anon, authenticated, service_role;
grant execute on function public.get_patterns(text, integer) to anon, authenticated, service_role;
