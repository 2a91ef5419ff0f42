-- Hybrid search, second version: the question's own words get their own full-text list in the
-- fusion. The first version ranked full text by the question's words and the vocabulary's
-- expansion together; when many records shared a few expansion terms, the record that holds all
-- the question's words (the keyword search's first answer) could fall out of the fused top 5,
-- so the hybrid lost to its own full-text input. Now three lists are fused by reciprocal rank:
-- vector, full text with expansion, and full text of the question's words alone (weighing
-- full_text_weight too). And rrf_k drops from 50 to 10: with 50, rank 1 and rank 10 of a list
-- scored almost alike, so records ranked moderately in every list crowded out a list's first
-- answer; with 10 a first place weighs about twice a tenth.
-- Dropped first: the default of rrf_k changes.
drop function if exists public.hybrid_search(text, extensions.vector, integer, double precision, double precision, double precision, integer, text, extensions.vector, double precision, double precision, integer);

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
  -- The question's own words alone (the keyword search's ranking); the same list as full_text
  -- when there is no expansion, which then counts once.
  keyword as (
    select k.id, row_number() over (order by k.rank desc, k.id) as position
    from public.full_text_candidates(query_text, null, pool) k
    where expansion_text is not null
  ),
  lists as (
    select s.id, semantic_weight / (rrf_k + s.position) as score from semantic s
    union all
    select f.id, full_text_weight / (rrf_k + f.position) from full_text f
    union all
    select k.id, full_text_weight / (rrf_k + k.position) from keyword k
  ),
  fused as (
    select l.id, sum(l.score) as score from lists l group by l.id
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
