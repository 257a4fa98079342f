-- A statement that writes no share (a prompt created shared with nobody, as most are: create_prompt
-- inserts its shares from an empty list) still fired the audience trigger (migration 0037), whose
-- update of no prompt fired the prompts' statement triggers in turn, each comparing the texts of
-- rows it was not given: ~0.5 ms of every create. Now it stops at an empty transition table.
CREATE OR REPLACE FUNCTION prompt_shares_audience_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT n.prompt_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT o.prompt_id FROM old_rows o);
  ELSE
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT n.prompt_id FROM new_rows n UNION SELECT o.prompt_id FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
