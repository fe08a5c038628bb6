"""Stage 1, query → candidates: a GPT Researcher retriever by name, or a JSON endpoint."""
