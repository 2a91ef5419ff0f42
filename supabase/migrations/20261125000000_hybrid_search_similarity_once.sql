-- Hybrid search with the same arguments, ranking and answers as 20261124000000, computing each
-- candidate's similarity once. The similarity is needed only for the best fused candidates:
-- first the best 2 × match_count, then twice as many while an unexamined candidate could still
-- be chosen. Each round computed the similarities of all the candidates examined so far again
-- (the embeddings of 20, then 40, then 80 records for a question whose first 20 leave fewer
-- than match_count, after the two-per-title cap and min_similarity); now a round computes them
-- for its new candidates only and chooses among all examined, which gives the same answer. For
-- the semantic-search benchmark's questions, most take two rounds: about 4% less time per search.

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
  next_examined integer;
  seen_ids uuid[];
  seen_scores double precision[];
  seen_similarities double precision[];
  seen_titles text[];
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
  -- still be chosen (its fused score not below that of the last one chosen). Each round adds
  -- the similarity and title of its new candidates (those reaching min_similarity) to the ones
  -- seen before, then chooses among all of them.
  seen_ids := '{}'; seen_scores := '{}'; seen_similarities := '{}'; seen_titles := '{}';
  examined := 0;
  next_examined := least(fused_count, 2 * match_count);
  loop
    select seen_ids || coalesce(array_agg(n.id), '{}'), seen_scores || coalesce(array_agg(n.score), '{}'),
      seen_similarities || coalesce(array_agg(n.similarity), '{}'), seen_titles || coalesce(array_agg(n.title_key), '{}')
    into seen_ids, seen_scores, seen_similarities, seen_titles
    from (
      select f.id, f.score, m.similarity, regexp_replace(lower(t.title), '\s*\([^)]*\)\s*$', '') as title_key
      from unnest(fused_ids[examined + 1:next_examined], fused_scores[examined + 1:next_examined]) as f(id, score)
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
          where e.test_id = any(fused_ids[examined + 1:next_examined]) and e.part <> 'element'
          offset 0
        ) x
        group by x.test_id
      ) m on m.test_id = f.id
      where m.similarity >= coalesce(min_similarity, 0)
    ) n;
    examined := next_examined;
    select array_agg(c.id order by c.score desc, c.similarity desc, c.id),
      array_agg(c.score order by c.score desc, c.similarity desc, c.id),
      array_agg(c.similarity order by c.score desc, c.similarity desc, c.id)
    into chosen_ids, chosen_scores, chosen_similarities
    from (
      select y.id, y.score, y.similarity from (
        select s.id, s.score, s.similarity,
          -- At most two records per test title: a catalogue records one test idea in several
          -- industries under one title ("… (retail)"), and five copies of one test answer nothing
          -- that one or two do not.
          row_number() over (partition by s.title_key order by s.score desc, s.similarity desc, s.id) as nth
        from unnest(seen_ids, seen_scores, seen_similarities, seen_titles) as s(id, score, similarity, title_key)
      ) y
      where y.nth <= 2
    ) c;
    exit when examined = fused_count
      or (coalesce(array_length(chosen_ids, 1), 0) >= match_count and fused_scores[examined + 1] < chosen_scores[match_count]);
    next_examined := least(fused_count, 2 * examined);
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
