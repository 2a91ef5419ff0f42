-- Hybrid search, about five times faster (issue 8 speed targets), same ranking, and at most two
-- records per test title among the answers (see "chosen" below). An uncached
-- search spent its time on the cosines with every vector of every record (7,833 rows, though
-- the demo catalogue holds only about 1,400 distinct part vectors: records written from one
-- idea share their title, variation, rule and element wordings), on the full-text lists (a
-- bitmap heap scan per lexeme, about 3,500 row fetches for an expanded question, then merge
-- joins and sorts, twice), and on the similarity of every fused candidate.
-- Now a search index, derived from ab_tests and ab_test_embeddings and rebuilt at the commit of
-- any write to them, holds what the search reads:
--   ab_test_search_parts    each distinct part vector once, normalised, in arrays of 128;
--   ab_test_search_records  per record with embeddings, its whole-text vector (normalised) and
--                           the numbers of its part vectors, one column per part;
--   ab_test_search_terms    per lexeme of the records' documents, its idf and the records
--                           that hold it (twice when also in the title).
-- A search takes one inner product per distinct part vector into an array, one per record for
-- its whole text, ranks both full-text lists in one pass over the postings of its lexemes, and
-- computes similarities for the best fused candidates only. The ranking rules are those of
-- 20261123120000 unchanged; the similarity is computed as before, from the stored embeddings.

-- The distinct part vectors in arrays of 128 (part n is element n - 128 × chunk of chunk
-- (n - 1) / 128): a search reads them in order without sorting them, and no array grows with
-- the catalogue.
create table if not exists public.ab_test_search_parts (
  chunk integer primary key,
  units extensions.vector[] not null
);

create table if not exists public.ab_test_search_records (
  test_id uuid primary key,
  record_unit extensions.vector,
  has_parts boolean not null,
  title_part integer,
  variation_part integer,
  insight_part integer,
  rule_part integer,
  element_part integer
);

create table if not exists public.ab_test_search_terms (
  lexeme text primary key,
  idf double precision not null,
  hits uuid[] not null
);

-- Stored as they are: a search would otherwise decompress the longest posting lists each time.
alter table public.ab_test_search_parts alter column units set storage external;
alter table public.ab_test_search_terms alter column hits set storage external;

-- Like the embeddings: only the search functions (security definer) read the index.
alter table public.ab_test_search_parts enable row level security;
alter table public.ab_test_search_records enable row level security;
alter table public.ab_test_search_terms enable row level security;
revoke all on public.ab_test_search_parts, public.ab_test_search_records, public.ab_test_search_terms
  from public, anon, authenticated;
grant all on public.ab_test_search_parts, public.ab_test_search_records, public.ab_test_search_terms to service_role;

-- Rebuilds the whole index from the catalogue (under a second for 1,600 records on PGlite).
-- Delete, not truncate: searches running meanwhile keep reading the previous index.
create or replace function public.rebuild_search_index() returns void
language plpgsql volatile security definer
set search_path = public, extensions
as $$
declare
  n double precision;
begin
  -- One rebuild at a time (searches still read): a second one waits, then sees the first's rows.
  lock table public.ab_test_search_parts, public.ab_test_search_records, public.ab_test_search_terms
    in exclusive mode;
  delete from public.ab_test_search_parts;
  delete from public.ab_test_search_records;
  delete from public.ab_test_search_terms;

  -- Distinct part vectors numbered in one sort (dense_rank: equal vectors, one number).
  with parts as materialized (
    select e.test_id, e.part, e.embedding, dense_rank() over (order by e.embedding)::integer as id
    from public.ab_test_embeddings e
    where e.part <> 'record'
  ),
  numbered as (
    insert into public.ab_test_search_parts (chunk, units)
    select (d.id - 1) / 128, array_agg(l2_normalize(d.embedding) order by d.id)
    from (select distinct on (p.id) p.id, p.embedding from parts p order by p.id) d
    group by 1
  )
  insert into public.ab_test_search_records
    (test_id, record_unit, has_parts, title_part, variation_part, insight_part, rule_part, element_part)
  select v.test_id,
    l2_normalize((array_agg(v.embedding) filter (where v.part = 'record'))[1]),
    count(*) filter (where v.part <> 'record') > 0,
    min(v.id) filter (where v.part = 'title'),
    min(v.id) filter (where v.part = 'variation'),
    min(v.id) filter (where v.part = 'insight'),
    min(v.id) filter (where v.part = 'rule'),
    min(v.id) filter (where v.part = 'element')
  from (
    select e.test_id, e.part, e.embedding, null::integer as id
    from public.ab_test_embeddings e
    where e.part = 'record'
    union all
    select p.test_id, p.part, null, p.id from parts p
  ) v
  group by v.test_id;

  -- The same lexemes the GIN indexes of ab_tests match (ab_tests_document and the title), and
  -- the idf of full_text_candidates.
  select count(*) into n from public.ab_tests;
  insert into public.ab_test_search_terms (lexeme, idf, hits)
    select d.lexeme, ln(1 + (n - count(*) + 0.5) / (count(*) + 0.5)),
      array_agg(d.id) || coalesce(array_agg(d.id) filter (where d.in_title), '{}')
    from (
      select r.id, lexeme, lexeme = any(r.title_lexemes) as in_title
      from (
        select a.id,
          tsvector_to_array(to_tsvector('english'::regconfig, a.title)) as title_lexemes,
          tsvector_to_array(public.ab_tests_document(a.title, a.element_tested, a.psychological_principle,
            a.key_insight, a.actionable_rule, a.control_description, a.variation_description, a.brand,
            a.industry, a.page_type)) as lexemes
        from public.ab_tests a
        offset 0
      ) r
      cross join lateral unnest(r.lexemes) as lexeme
    ) d
    group by d.lexeme;
end
$$;
revoke all on function public.rebuild_search_index() from public, anon, authenticated;
grant execute on function public.rebuild_search_index() to service_role;

-- Keeping the index current: a write marks it stale (a setting local to the transaction), and a
-- deferred trigger rebuilds it once at commit, however many rows or statements the transaction
-- wrote (an import of 1,600 records and 8,000 embeddings rebuilds it once). With SET
-- CONSTRAINTS ALL IMMEDIATE it rebuilds after each writing statement instead: slower, still right.
create or replace function public.mark_search_index_stale() returns trigger
language plpgsql
as $$
begin
  perform set_config('uplift.search_index_stale', 'on', true);
  return null;
end
$$;

create or replace function public.refresh_search_index() returns trigger
language plpgsql security definer
set search_path = public, extensions
as $$
begin
  if current_setting('uplift.search_index_stale', true) = 'on' then
    perform set_config('uplift.search_index_stale', 'off', true);
    perform public.rebuild_search_index();
  end if;
  return null;
end
$$;

-- TRUNCATE queues no row event, so it rebuilds at once.
create or replace function public.rebuild_search_index_now() returns trigger
language plpgsql security definer
set search_path = public, extensions
as $$
begin
  perform public.rebuild_search_index();
  return null;
end
$$;

drop trigger if exists ab_tests_search_index_stale on public.ab_tests;
create trigger ab_tests_search_index_stale
  after insert or update or delete on public.ab_tests
  for each statement execute function public.mark_search_index_stale();
drop trigger if exists ab_tests_search_index_refresh on public.ab_tests;
create constraint trigger ab_tests_search_index_refresh
  after insert or update or delete on public.ab_tests
  deferrable initially deferred
  for each row execute function public.refresh_search_index();
drop trigger if exists ab_tests_search_index_truncate on public.ab_tests;
create trigger ab_tests_search_index_truncate
  after truncate on public.ab_tests
  for each statement execute function public.rebuild_search_index_now();

drop trigger if exists ab_test_embeddings_search_index_stale on public.ab_test_embeddings;
create trigger ab_test_embeddings_search_index_stale
  after insert or update or delete on public.ab_test_embeddings
  for each statement execute function public.mark_search_index_stale();
drop trigger if exists ab_test_embeddings_search_index_refresh on public.ab_test_embeddings;
create constraint trigger ab_test_embeddings_search_index_refresh
  after insert or update or delete on public.ab_test_embeddings
  deferrable initially deferred
  for each row execute function public.refresh_search_index();
drop trigger if exists ab_test_embeddings_search_index_truncate on public.ab_test_embeddings;
create trigger ab_test_embeddings_search_index_truncate
  after truncate on public.ab_test_embeddings
  for each statement execute function public.rebuild_search_index_now();

select public.rebuild_search_index();

-- The similarity scale of 20261123000000, split so that a search can round once per record
-- (the best of its texts) instead of once per text: rounding is monotone, so the result is the
-- same. calibrated_similarity keeps its arguments and values.
create or replace function public.calibrated_similarity_unrounded(
  cosine double precision, floor double precision, ceiling double precision,
  query_words integer, text_words integer
) returns double precision
language sql immutable parallel safe
as $$
  select
    case
      when cosine <= floor then 0
      when cosine < ceiling then 0.8 * (cosine - floor) / (ceiling - floor)
      else least(1, 0.8 + 0.2 * (cosine - ceiling) / (1 - ceiling))
    end
    * sqrt(least(1, least(greatest(query_words, 1), greatest(coalesce(text_words, 1), 1))::double precision
         / greatest(greatest(query_words, 1), greatest(coalesce(text_words, 1), 1)) / 0.8))
$$;

create or replace function public.calibrated_similarity(
  cosine double precision, floor double precision, ceiling double precision,
  query_words integer, text_words integer
) returns double precision
language sql immutable parallel safe
as $$
  select round(public.calibrated_similarity_unrounded(cosine, floor, ceiling, query_words, text_words)::numeric, 4)::double precision
$$;

-- The semantic-search function of 20261123120000 with the same arguments and answers, reading
-- the index, in steps: the vector list, both full-text lists, their fusion, then similarities
-- for the best fused candidates only.
create or replace function public.hybrid_search(
  query_text text,
  query_embedding extensions.vector,
  match_count integer default 10,
  min_similarity double precision default 0,
  similarity_floor double precision default 0.35,
  similarity_ceiling double precision default 0.8,
  query_words integer default null,
  expansion_text text default null,
  similarity_embedding extensions.vector default null,
  full_text_weight double precision default 1.5,
  semantic_weight double precision default 1,
  rrf_k integer default 10
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
declare
  pool integer;
  query_word_count integer;
  query_unit extensions.vector;
  part_distances double precision[];
  semantic_ids uuid[];
  full_text_ids uuid[];
  keyword_ids uuid[];
  own_lexemes text[];
  fused_ids uuid[];
  fused_scores double precision[];
  fused_count integer;
  examined integer;
  chosen_ids uuid[];
  chosen_scores double precision[];
  chosen_similarities double precision[];
begin
  perform public.check_search_arguments('query_text', query_text, match_count);
  if similarity_ceiling is null or similarity_floor is null or similarity_ceiling <= similarity_floor or similarity_ceiling >= 1 then
    raise exception using errcode = '22023',
      message = 'similarity_floor must be below similarity_ceiling, and similarity_ceiling below 1',
      hint = 'Pass the calibration of the embedding model (see the README, "The similarity scale").';
  end if;
  pool := greatest(30, 3 * match_count);
  query_word_count := coalesce(query_words, greatest(1, array_length(regexp_split_to_array(btrim(query_text), '\s+'), 1)));

  -- The vector list: the best `pool` records by the mean of the cosine with their whole text and
  -- the best cosine with a part (the whole text's alone when there is no part). Both sides are
  -- normalised, so a cosine is minus the inner product (<#>); a zero vector (a text without a
  -- known word) normalises to itself and scores 0, as its NaN cosine counted before. Ranked by
  -- minus twice the mean, which orders the same.
  query_unit := l2_normalize(query_embedding);
  -- unnest in the select list streams the array (in its order); in FROM it would be copied
  -- into a tuplestore first.
  select array(select unnest(p.units) <#> query_unit
    from (select c.units from public.ab_test_search_parts c order by c.chunk) p) into part_distances;
  select array_agg(r.test_id order by r.distance nulls first, r.test_id) into semantic_ids
  from (
    select s.test_id,
      case when s.has_parts
        then (s.record_unit <#> query_unit)
          + least(part_distances[s.title_part], part_distances[s.variation_part],
            part_distances[s.insight_part], part_distances[s.rule_part], part_distances[s.element_part])
        else 2 * (s.record_unit <#> query_unit)
      end as distance
    from public.ab_test_search_records s
    order by 2 nulls first, 1
    limit pool
  ) r;

  -- Both full-text lists of full_text_candidates in one pass over the postings of the
  -- question's lexemes: the question's words weigh 1 and the expansion's 0.5 (a word in both:
  -- 1), each hit its lexeme's idf times that weight (a title hit is a second posting). The
  -- keyword list sums the question's own words only; it is the same list as the full-text one
  -- when there is no expansion, and then counts once.
  own_lexemes := tsvector_to_array(to_tsvector('english'::regconfig, query_text));
  with terms as (
    select t.hits,
      case when t.lexeme = any(own_lexemes) then t.idf else 0.5 * t.idf end as score,
      case when t.lexeme = any(own_lexemes) then t.idf end as own_score
    from public.ab_test_search_terms t
    -- = any(array): an index lookup per lexeme whatever the statistics (a join chose a seq scan).
    where t.lexeme = any(own_lexemes || tsvector_to_array(to_tsvector('english'::regconfig, coalesce(expansion_text, ''))))
  ),
  ranks as materialized (
    select h.id, sum(h.score)::real as rank, sum(h.own_score)::real as keyword_rank
    from (select unnest(t.hits) as id, t.score, t.own_score from terms t) h
    group by h.id
  )
  select
    (select array_agg(f.id order by f.rank desc, f.id)
     from (select r.id, r.rank from ranks r order by r.rank desc, r.id limit pool) f),
    (select array_agg(k.id order by k.keyword_rank desc, k.id)
     from (select r.id, r.keyword_rank from ranks r where r.keyword_rank is not null
           order by r.keyword_rank desc, r.id limit pool) k
     where expansion_text is not null)
  into full_text_ids, keyword_ids;

  -- Reciprocal-rank fusion of the three lists, best first.
  select array_agg(f.id order by f.score desc, f.id), array_agg(f.score order by f.score desc, f.id)
  into fused_ids, fused_scores
  from (
    select l.id, sum(l.score) as score
    from (
      select u.id, semantic_weight / (rrf_k + u.position) as score
      from unnest(semantic_ids) with ordinality as u(id, position)
      union all
      select u.id, full_text_weight / (rrf_k + u.position)
      from unnest(full_text_ids) with ordinality as u(id, position)
      union all
      select u.id, full_text_weight / (rrf_k + u.position)
      from unnest(keyword_ids) with ordinality as u(id, position)
    ) l
    group by l.id
  ) f;
  fused_count := coalesce(array_length(fused_ids, 1), 0);

  -- The fusion chooses which records answer: the best match_count by fused score (ties: the
  -- higher similarity, then the id) among those whose similarity reaches min_similarity. The
  -- similarity compares the question's own vector (and the expanded one, whichever is closer)
  -- with the record's whole text, title, variation and rule. It is computed for the best
  -- 2 × match_count candidates first, and for more only while an unexamined candidate could
  -- still be chosen (its fused score not below that of the last one chosen).
  examined := least(fused_count, 2 * match_count);
  loop
    select array_agg(c.id order by c.score desc, c.similarity desc, c.id),
      array_agg(c.score order by c.score desc, c.similarity desc, c.id),
      array_agg(c.similarity order by c.score desc, c.similarity desc, c.id)
    into chosen_ids, chosen_scores, chosen_similarities
    from (
      select y.id, y.score, y.similarity from (
      select f.id, f.score, m.similarity,
        -- At most two records per test title: a catalogue records one test idea in several
        -- industries under one title ("… (retail)"), and five copies of one test answer nothing
        -- that one or two do not.
        row_number() over (partition by regexp_replace(lower(t.title), '\s*\([^)]*\)\s*$', '')
          order by f.score desc, m.similarity desc, f.id) as nth
      from unnest(fused_ids[1:examined], fused_scores[1:examined]) as f(id, score)
      join public.ab_tests t on t.id = f.id
      join (
        select x.test_id,
          round(max(public.calibrated_similarity_unrounded(x.cosine, similarity_floor, similarity_ceiling,
            query_word_count, x.words))::numeric, 4)::double precision as similarity
        from (
          select e.test_id, e.words,
            coalesce(nullif(case when similarity_embedding is null then 1 - (e.embedding <=> query_embedding)
              else greatest(1 - (e.embedding <=> similarity_embedding), 1 - (e.embedding <=> query_embedding)) end,
              'NaN'), 0) as cosine
          from public.ab_test_embeddings e
          where e.test_id = any(fused_ids[1:examined]) and e.part <> 'element'
          offset 0
        ) x
        group by x.test_id
      ) m on m.test_id = f.id
      where m.similarity >= coalesce(min_similarity, 0)
      ) y
      where y.nth <= 2
    ) c;
    exit when examined = fused_count
      or (coalesce(array_length(chosen_ids, 1), 0) >= match_count and fused_scores[examined + 1] < chosen_scores[match_count]);
    examined := least(fused_count, 2 * examined);
  end loop;

  -- Listed by similarity (clients read the first as the closest), ties in fused order.
  return query
  select t.id, t.title, t.result, t.uplift_percent, t.website_section, t.element_tested,
    t.key_insight, t.actionable_rule, t.psychological_principle, t.control_description,
    t.variation_description, t.brand, t.industry, t.page_type, t.source_name, t.source_url,
    t.quality_grade, t.device, t.sample_size, c.similarity
  from unnest(chosen_ids[1:match_count], chosen_scores[1:match_count], chosen_similarities[1:match_count]) as c(id, score, similarity)
  join public.ab_tests t on t.id = c.id
  order by c.similarity desc, c.score desc, t.id;
end
$$;
