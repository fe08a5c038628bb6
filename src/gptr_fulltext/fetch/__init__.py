"""Stage 2, candidates → responses: one connection pool, limits, address policy, decoding, robots, cache."""
