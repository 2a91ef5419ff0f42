-- Hybrid search behind semantic-search: full-text and vector candidates fused by reciprocal
-- rank (as in Supabase's hybrid-search guide), and a similarity a person can set a threshold on.
-- Runs after 20261121000000_ab_tests.sql, on PGlite locally and on Supabase unchanged.

-- How many content words each embedded text has: the similarity compares it with the query's,
-- so that a two-word query never counts as identical to a sentence. Null = written before this
-- migration; the server re-embeds such rows.
alter table public.ab_test_embeddings add column if not exists words integer check (words >= 0);

-- The similarity users set thresholds on, from a raw cosine: `floor` (about the best match of an
-- unrelated text) maps to 0, `ceiling` (a close paraphrase) to 0.8, and only cosine 1 to 1;
-- piecewise linear, so monotone in the cosine. Then scaled down when the two texts differ in
-- length: by the square root of (shorter word count / longer) / 0.8, when that is below 1, so a
-- two-word query is never "identical" to a seven-word title.
create or replace function public.calibrated_similarity(
  cosine double precision, floor double precision, ceiling double precision,
  query_words integer, text_words integer
) returns double precision
language sql immutable parallel safe
as $$
  select round((
    case
      when cosine <= floor then 0
      when cosine < ceiling then 0.8 * (cosine - floor) / (ceiling - floor)
      else least(1, 0.8 + 0.2 * (cosine - ceiling) / (1 - ceiling))
    end
    * sqrt(least(1, least(greatest(query_words, 1), greatest(coalesce(text_words, 1), 1))::double precision
         / greatest(greatest(query_words, 1), greatest(coalesce(text_words, 1), 1)) / 0.8))
  )::numeric, 4)::double precision
$$;

-- Full-text candidates: records holding any word of query_text or of expansion_text (the
-- conversion vocabulary's terms for the question), ranked by the BM25-style idf of the words
-- they hold, a query word counting 1 (2 in the title) and an expansion word 0.5 (1 in the title).
create or replace function public.full_text_candidates(
  query_text text, expansion_text text, max_candidates integer
) returns table (id uuid, rank real)
language sql stable
set search_path = public
as $$
  with terms as (
    select quote_literal(lexeme)::tsquery as term, max(weight) as weight
    from (
      select lexeme, 1.0 as weight
      from unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(query_text, '')))) as lexeme
      union all
      select lexeme, 0.5 as weight
      from unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(expansion_text, '')))) as lexeme
    ) words
    group by lexeme
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
    select h.term, ln(1 + (total.n - count(*) + 0.5) / (count(*) + 0.5)) as idf
    from term_hits h cross join total
    group by h.term, total.n
  ),
  title_hits as (
    select terms.term, a.id
    from terms
    join public.ab_tests a on to_tsvector('english'::regconfig, a.title) @@ terms.term
  )
  select s.id, sum(s.score)::real as rank
  from (
    select h.id, w.idf * t.weight as score
    from term_hits h join term_weights w using (term) join terms t using (term)
    union all
    select h.id, w.idf * t.weight as score
    from title_hits h join term_weights w using (term) join terms t using (term)
  ) s
  group by s.id
  order by rank desc, s.id
  limit max_candidates
$$;

-- The semantic-search function. Candidates: the best `max(30, 3 × match_count)` by full text and
-- by vector (mean of the cosine with the whole text and the best cosine with a part); each
-- scores full_text_weight (1.5: the catalogue words of a question weigh a little more) / (rrf_k + its full-text rank) + semantic_weight / (rrf_k + its vector
-- rank). The similarity (see calibrated_similarity) is the best over the record's whole text,
-- title, variation and rule; the element label is too short to count as the record's text.
-- similarity_embedding is the question's own vector when query_embedding was expanded.
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
  rrf_k integer default 50
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
begin
  perform public.check_search_arguments('query_text', query_text, match_count);
  if similarity_ceiling is null or similarity_floor is null or similarity_ceiling <= similarity_floor or similarity_ceiling >= 1 then
    raise exception using errcode = '22023',
      message = 'similarity_floor must be below similarity_ceiling, and similarity_ceiling below 1',
      hint = 'Pass the calibration of the embedding model (see the README, "The similarity scale").';
  end if;
  pool := greatest(30, 3 * match_count);
  query_word_count := coalesce(query_words, greatest(1, array_length(regexp_split_to_array(btrim(query_text), '\s+'), 1)));
  return query
  -- A text without a known word has the zero vector, whose cosine is NaN (which Postgres sorts
  -- above every number): it counts as 0.
  with cosines as materialized (
    select e.test_id, e.part, coalesce(nullif(1 - (e.embedding <=> query_embedding), 'NaN'), 0) as cosine
    from public.ab_test_embeddings e
  ),
  per_record as (
    select c.test_id,
      0.5 * max(c.cosine) filter (where c.part = 'record')
        + 0.5 * coalesce(max(c.cosine) filter (where c.part <> 'record'), max(c.cosine) filter (where c.part = 'record')) as score
    from cosines c
    group by c.test_id
  ),
  semantic as (
    select p.test_id as id, row_number() over (order by p.score desc, p.test_id) as position
    from per_record p
    order by p.score desc, p.test_id
    limit pool
  ),
  full_text as (
    select f.id, row_number() over (order by f.rank desc, f.id) as position
    from public.full_text_candidates(query_text, expansion_text, pool) f
  ),
  fused as (
    select coalesce(s.id, f.id) as id,
      coalesce(semantic_weight / (rrf_k + s.position), 0) + coalesce(full_text_weight / (rrf_k + f.position), 0) as score
    from semantic s
    full outer join full_text f on f.id = s.id
  ),
  -- The similarity compares the question's own vector (and the expanded one, whichever is
  -- closer) with the record's text, for the fused candidates only.
  similarities as (
    select e.test_id, max(public.calibrated_similarity(
        coalesce(nullif(greatest(1 - (e.embedding <=> coalesce(similarity_embedding, query_embedding)), 1 - (e.embedding <=> query_embedding)), 'NaN'), 0),
        similarity_floor, similarity_ceiling, query_word_count, e.words)) as similarity
    from public.ab_test_embeddings e
    join fused on fused.id = e.test_id
    where e.part <> 'element'
    group by e.test_id
  ),
  -- The fusion chooses which records answer; they are listed by similarity (clients read the
  -- first as the closest), ties in fused order.
  chosen as (
    select fused.id, fused.score, m.similarity
    from fused
    join similarities m on m.test_id = fused.id
    where m.similarity >= coalesce(min_similarity, 0)
    order by fused.score desc, m.similarity desc, fused.id
    limit match_count
  )
  select t.id, t.title, t.result, t.uplift_percent, t.website_section, t.element_tested,
    t.key_insight, t.actionable_rule, t.psychological_principle, t.control_description,
    t.variation_description, t.brand, t.industry, t.page_type, t.source_name, t.source_url,
    t.quality_grade, t.device, t.sample_size, c.similarity
  from chosen c
  join public.ab_tests t on t.id = c.id
  order by c.similarity desc, c.score desc, t.id;
end
$$;

revoke all on function public.hybrid_search(text, extensions.vector, integer, double precision, double precision, double precision, integer, text, extensions.vector, double precision, double precision, integer) from public;
grant execute on function public.hybrid_search(text, extensions.vector, integer, double precision, double precision, double precision, integer, text, extensions.vector, double precision, double precision, integer) to anon, authenticated, service_role;
revoke all on function public.full_text_candidates(text, text, integer) from public;
grant execute on function public.full_text_candidates(text, text, integer) to anon, authenticated, service_role;
