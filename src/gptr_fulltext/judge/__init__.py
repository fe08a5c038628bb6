"""Stage 4, (response, evidence, extraction) → verdict: full, or thin with a `Reason`."""
