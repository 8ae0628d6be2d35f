-- Which path answered each chat message: the engine, or the optional language model (LLM_BASE_URL),
-- and, when the model was asked, what became of its answer (used, declined, invalid, timeout,
-- network, http_error, unparsable), so the team can see how often the model is needed and how it fails.
alter table chat_analytics add column answered_by text not null default 'engine';
alter table chat_analytics add column llm_outcome text;
